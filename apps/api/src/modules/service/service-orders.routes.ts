import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import {
  CLOSED_SERVICE_ORDER_STATUSES,
  serviceOrderBody,
  serviceOrderCancelBody,
  serviceOrderDepositRefundBody,
  serviceOrderReopenBody,
  serviceOrderSaleDraftSchema,
  serviceOrderStatusBody,
  serviceOrderTechnicianBody,
  serviceOrderUpdateBody,
} from '@oim/shared/schemas/service';
import type { Tx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import type { Viewer } from '../../platform/resource/define';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { renderPdf } from '../../platform/export/pdf';
import { activeStaff, activeStaffAnswer } from '../masterfile';
import { companyHeader } from '../settings';
import { cancelServiceOrder } from './cancel-service-order';
import { refundServiceOrderDeposit, reopenServiceOrder } from './reopen-service-order';
import { assignTechnician, changeServiceOrderStatus } from './change-service-order-status';
import { VIEW_SERVICE_ORDERS } from './service-order-access';
import { serviceOrderSaleDraft } from './service-order-sale';
import { serviceOrderTicketDefinition, TICKET_FORMATS } from './service-order-ticket';
import { serviceOrderResource } from './service-orders.resource';
import { createServiceOrder, updateServiceOrder } from './save-service-order';

/** What show, create and the changes answer with. */
export const SERVICE_ORDER_DETAIL = [
  'customer',
  'salesChannel',
  'assignedTechnician',
  'depositPaymentType',
  'soldSalesOrder',
  'salesOrder',
  'createdByUser',
  'lines.product',
  'lines.uom',
  'statusHistory.changedByUser',
];

export function registerServiceOrderRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Job orders');

  // Who a job order can be assigned to, for whoever works with job orders: reading the users
  // themselves (View System Users) is an administrator's right, and shows more than names.
  r.get('service/technicians', {
    access: [...VIEW_SERVICE_ORDERS, 'Create Job Order', 'Edit Job Order', 'Update Assigned Technician'],
    summary: 'The active users a job order can be assigned to (id, displayName, firstname, lastname), by name',
    response: { 200: activeStaffAnswer },
    handler: ({ tx }) => activeStaff(tx),
  });
  registerCrud(r, {
    path: 'service/service-orders',
    resource: serviceOrderResource,
    access: {
      list: VIEW_SERVICE_ORDERS,
      show: ['View Job Order Details', 'View Job Order'],
    },
    with: SERVICE_ORDER_DETAIL,
  });

  const answer = async (tx: Tx, user: Viewer, id: number, message: string) => {
    const data = await findResource(tx, serviceOrderResource, id, SERVICE_ORDER_DETAIL, user);
    if (!data) throw notFound('job order');
    return { message, data };
  };

  r.post('service/service-orders', {
    access: 'Create Job Order',
    summary: 'Take an item in (JO-000001 and on): customer, item, problem, estimate lines and deposit; stock does not move',
    body: serviceOrderBody,
    status: 201,
    response: { 201: messageDataSchema(serviceOrderResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const id = await createServiceOrder({ tx, tenantId: tenant.id, userId: user.id }, body);
      return answer(tx, user, id, 'Job order created successfully.');
    },
  });

  r.put('service/service-orders/:id', {
    access: 'Edit Job Order',
    summary: `Change an open job order (${CLOSED_SERVICE_ORDER_STATUSES.join(' or ')} → 409); lines, when given, replace all lines`,
    params: idParam,
    body: serviceOrderUpdateBody,
    response: { 200: messageDataSchema(serviceOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await updateServiceOrder({ tx, tenantId: tenant.id, userId: user.id }, params.id, body);
      return answer(tx, user, params.id, 'Job order updated successfully.');
    },
  });

  r.delete('service/service-orders/:id', {
    access: 'Delete Job Order',
    summary:
      'Cancel a job order with a reason (422 without one): it becomes CANCELLED and keeps its number, so the series has no gaps; ' +
      'RELEASED or already CANCELLED → 409',
    params: idParam,
    // A DELETE sent without a body is answered with the reason's field error (by the service), not a body error.
    body: serviceOrderCancelBody.nullish(),
    response: { 200: messageDataSchema(serviceOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await cancelServiceOrder({ tx, tenantId: tenant.id, userId: user.id }, params.id, body?.reason);
      return answer(tx, user, params.id, 'Job order cancelled successfully.');
    },
  });

  r.put('service/service-orders/:id/reopen', {
    access: 'Delete Job Order',
    summary:
      'Reopen a CANCELLED job order: back to the status it had before cancelling, its number and history kept (reason optional); ' +
      'not cancelled, or its deposit refunded → 409',
    params: idParam,
    body: serviceOrderReopenBody.nullish(),
    response: { 200: messageDataSchema(serviceOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await reopenServiceOrder({ tx, tenantId: tenant.id, userId: user.id }, params.id, body?.reason ?? null);
      return answer(tx, user, params.id, 'Job order reopened successfully.');
    },
  });

  r.post('service/service-orders/:id/refund-deposit', {
    access: 'Delete Job Order',
    summary:
      "Pay a CANCELLED job order's deposit back to its customer: a DEPOSIT_REFUND payment (money out) of the deposit's payment type " +
      'unless another is given; not cancelled, no deposit or already refunded → 409',
    params: idParam,
    body: serviceOrderDepositRefundBody.nullish(),
    response: { 200: messageDataSchema(serviceOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await refundServiceOrderDeposit({ tx, tenantId: tenant.id, userId: user.id }, params.id, {
        paymentTypeId: body?.paymentTypeId ?? null,
        referenceNumber: body?.referenceNumber ?? null,
        paymentDate: body?.paymentDate ?? null,
      });
      return answer(tx, user, params.id, 'Deposit refunded successfully.');
    },
  });

  r.put('service/service-orders/:id/status', {
    access: 'Update Job Order Status',
    summary:
      'Move a job order: forward any number of steps, back one, CANCELLED before RELEASED (409 otherwise); RELEASED comes only from its sale (422)',
    params: idParam,
    body: serviceOrderStatusBody,
    response: { 200: messageDataSchema(serviceOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await changeServiceOrderStatus({ tx, tenantId: tenant.id, userId: user.id }, params.id, body.status, body.remark);
      return answer(tx, user, params.id, 'Job order status updated successfully.');
    },
  });

  r.put('service/service-orders/:id/technician', {
    access: 'Update Assigned Technician',
    summary: 'Assign an active user of the shop to an open job order (null unassigns)',
    params: idParam,
    body: serviceOrderTechnicianBody,
    response: { 200: messageDataSchema(serviceOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await assignTechnician({ tx, tenantId: tenant.id, userId: user.id }, params.id, body.assignedTechnicianId);
      return answer(tx, user, params.id, 'Assigned technician updated successfully.');
    },
  });

  r.post('service/service-orders/:id/generate-sales-order', {
    access: 'Generate Sales Orders',
    summary:
      'What the terminal opens for a job order: the sales order create payload (parts and labour, the deposit as a payment, totals) ' +
      'plus serviceOrderId; nothing is posted. Already sold → 409 naming the sale; RELEASED/CANCELLED → 409; no lines → 422',
    params: idParam,
    response: { 200: z.object({ message: z.string(), data: serviceOrderSaleDraftSchema }) },
    handler: async ({ tx, params }) => ({
      message: 'Sales order draft generated successfully.',
      data: await serviceOrderSaleDraft(tx, params.id),
    }),
  });

  r.get('service/service-orders/:id/ticket', {
    access: ['View Job Order Details', 'View Job Order'],
    file: 'pdf',
    summary:
      'The claim ticket as a PDF: 80mm (receipt roll) or a6 for the customer, tag for the item; shop, number, customer, item, ' +
      'problem, promised date, a QR code of the number, and the terms',
    params: idParam,
    query: z.object({ format: z.enum(TICKET_FORMATS, { error: 'The format must be 80mm, a6 or tag.' }).default('80mm') }),
    handler: async ({ tx, params, query, user, reply }) => {
      const order = await findResource(tx, serviceOrderResource, params.id, ['customer'], user);
      if (!order) throw notFound('job order');
      const { company } = await companyHeader(tx);
      const pdf = await renderPdf(serviceOrderTicketDefinition({ order, company, format: query.format }));
      const number = order.serviceOrderNumber as string;
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${number}-${query.format}.pdf"`);
      return pdf;
    },
  });
}
