import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { customerCreditApplyBody, rmaBody, rmaPdfQuery, rmaReceiveBody, rmaRejectBody, rmaResolveBody } from '@oim/shared/schemas/rma';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import type { Viewer } from '../../platform/resource/define';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import type { Tx } from '../../db/client';
import { companyHeader } from '../settings';
import { createRma } from './create-rma';
import { receiveRma, rejectRma, resolveRma } from './resolve-rma';
import { readReturnSale, returnableLines, unitAmount, warrantiesOfSale } from './returnable';
import { rmaPdfDefinition } from './rma-pdf';
import { customerCreditResource, rmaResource } from './rmas.resource';
import { applyCustomerCredit } from './customer-credits';

/** What show and every action answer with. */
const RMA_DETAIL = ['customer', 'salesOrder', 'lines', 'refundPaymentType', 'payments', 'createdByUser'];

const returnableSchema = z.object({
  data: z.object({
    salesOrderId: z.number(),
    salesOrderNumber: z.string(),
    customerId: z.number(),
    status: z.string(),
    lines: z.array(
      z.object({
        salesOrderLineId: z.number(),
        productId: z.number(),
        sku: z.string(),
        productName: z.string(),
        productType: z.string(),
        isSerialized: z.boolean(),
        unit: z.string().nullable(),
        soldQuantity: z.number(),
        returnedQuantity: z.number(),
        returnableQuantity: z.number(),
        unitAmount: z.number(),
        serialNumbers: z.array(z.string()),
        warranties: z.array(z.object({ id: z.number(), serialNumber: z.string().nullable(), status: z.string(), endDate: z.string() })),
      }),
    ),
  }),
});

const answer = async (tx: Tx, id: number, user: Viewer, message: string) => ({
  message,
  data: (await findResource(tx, rmaResource, id, RMA_DETAIL, user))!,
});

/**
 * Customer returns (RMA): list, show, create, receive, resolve, reject, print; the returnable look-up of a sale.
 * Create RMA records, receives and rejects a return; Resolve RMA settles it.
 */
export function registerRmaRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'RMAs');
  const feature = { flag: 'rma_warranty_module', whenOff: 'absent' } as const;

  registerCrud(r, {
    path: 'rma-warranty/rmas',
    resource: rmaResource,
    feature,
    access: { list: 'View RMA' },
    with: RMA_DETAIL,
  });

  r.get('rma-warranty/sales-orders/:id/returnable', {
    access: ['View RMA', 'Create RMA'],
    feature,
    summary:
      "What a sale can still return: each product line's sold, returned and returnable quantity, serials still with the customer, warranties",
    params: idParam,
    response: { 200: returnableSchema },
    handler: async ({ tx, params }) => {
      const sale = await readReturnSale(tx, params.id, false);
      if (!sale) throw notFound('sales order');
      // A voided sale has nothing to return: its status says why no line is listed.
      const lines = sale.status === 'COMPLETED' ? await returnableLines(tx, sale) : [];
      const warranties = await warrantiesOfSale(tx, sale.id);
      return {
        data: {
          salesOrderId: sale.id,
          salesOrderNumber: sale.salesOrderNumber,
          customerId: sale.customerId,
          status: sale.status,
          lines: lines.map((l) => ({
            salesOrderLineId: l.salesOrderLineId,
            productId: l.productId,
            sku: l.sku,
            productName: l.productName,
            productType: l.productType,
            isSerialized: l.isSerialized,
            unit: l.unit,
            soldQuantity: Number(l.soldQuantity),
            returnedQuantity: Number(l.returnedQuantity),
            returnableQuantity: Number(l.returnableQuantity),
            unitAmount: unitAmount(l),
            serialNumbers: l.serialNumbers,
            warranties: warranties
              .filter((w) => w.salesOrderItemId === l.salesOrderLineId)
              .map((w) => ({ id: w.id, serialNumber: w.serialNumber, status: w.status, endDate: w.endDate })),
          })),
        },
      };
    },
  });

  r.post('rma-warranty/rmas', {
    access: 'Create RMA',
    feature,
    summary: 'Record a return (REQUESTED) of goods sold on one sale: lines, serials, reason, condition, resolution and where the goods go',
    body: rmaBody,
    status: 201,
    response: { 201: messageDataSchema(rmaResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const id = await createRma({ tx, tenantId: tenant.id, userId: user.id }, body);
      return answer(tx, id, user, 'RMA created.');
    },
  });

  r.post('rma-warranty/rmas/:id/receive', {
    access: 'Create RMA',
    feature,
    summary: 'The returned goods are at the counter: REQUESTED → RECEIVED',
    params: idParam,
    body: rmaReceiveBody,
    response: { 200: messageDataSchema(rmaResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await receiveRma({ tx, tenantId: tenant.id, userId: user.id }, params.id, body?.notes ?? null);
      return answer(tx, params.id, user, 'RMA received.');
    },
  });

  r.post('rma-warranty/rmas/:id/reject', {
    access: 'Create RMA',
    feature,
    summary: 'Refuse the return, with a reason: REJECTED (its units count as returned no more)',
    params: idParam,
    body: rmaRejectBody,
    response: { 200: messageDataSchema(rmaResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await rejectRma({ tx, tenantId: tenant.id, userId: user.id }, params.id, body.reason);
      return answer(tx, params.id, user, 'RMA rejected.');
    },
  });

  // Settling a return gives value back (money, credit, goods, a repair): approved apart from taking it in.
  r.post('rma-warranty/rmas/:id/resolve', {
    access: 'Resolve RMA',
    feature,
    summary:
      'Resolve the return in one transaction: goods back into stock (or written off), replacements out, job orders for repairs, ' +
      "warranties moved, and the money (taken off the sale's open receivables, then refunded or kept as store credit)",
    params: idParam,
    body: rmaResolveBody,
    response: { 200: messageDataSchema(rmaResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await resolveRma({ tx, tenantId: tenant.id, userId: user.id }, params.id, body ?? {});
      return answer(tx, params.id, user, 'RMA resolved.');
    },
  });

  r.get('rma-warranty/rmas/:id/export-pdf', {
    access: 'View RMA',
    file: 'pdf',
    feature,
    summary: 'The return order as a PDF (print-return-order): a4 or 80mm, with the company, lines, resolution and signature lines',
    params: idParam,
    query: rmaPdfQuery,
    handler: async ({ tx, params, query, user, reply }) => {
      const rma = await findResource(tx, rmaResource, params.id, ['customer', 'lines.restockLocation'], user);
      if (!rma) throw notFound('RMA');
      const { company } = await companyHeader(tx);
      const pdf = await renderPdf(rmaPdfDefinition({ rma, company, format: query.format }));
      const number = rma.rmaNumber as string;
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${number}.pdf"`);
      return pdf;
    },
  });

  registerCrud(r, {
    path: 'rma-warranty/customer-credits',
    resource: customerCreditResource,
    feature,
    access: { list: 'View RMA' },
    with: ['customer', 'rma', 'payments'],
  });

  r.post('rma-warranty/customer-credits/:id/apply', {
    access: 'Create RMA',
    feature,
    summary: "Use a customer's store credit: its balance is taken off what the customer owes now (oldest due first), as a CREDIT payment",
    params: idParam,
    body: customerCreditApplyBody,
    response: { 200: messageDataSchema(customerCreditResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await applyCustomerCredit({ tx, tenantId: tenant.id, userId: user.id }, params.id, body?.paymentDate ?? null);
      return {
        message: 'Store credit used.',
        data: (await findResource(tx, customerCreditResource, params.id, ['customer', 'rma', 'payments'], user))!,
      };
    },
  });
}
