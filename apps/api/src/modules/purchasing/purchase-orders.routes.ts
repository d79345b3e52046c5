import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { purchaseOrderBody, suggestOrdersBody } from '@oim/shared/schemas/purchasing';
import { notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { companyHeader } from '../settings';
import { changePurchaseOrderStatus, type PurchaseOrderAction } from './change-purchase-order-status';
import { purchaseOrderPdf } from './purchase-order-pdf';
import { purchaseOrderResource } from './purchase-orders.resource';
import { createPurchaseOrder, updatePurchaseOrder } from './save-purchase-order';
import { suggestPurchaseOrders } from './suggest-purchase-orders';

export const PURCHASE_ORDER_DETAIL = [
  'supplier',
  'receivingWarehouse',
  'items.product',
  'items.uom',
  'receipts',
  'createdByUser',
  'endedByUser',
];
const viewOrders = ['View Purchase Orders', 'Create Purchase Orders'] as const;

export function registerPurchaseOrderRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Purchase orders');
  registerCrud(r, {
    path: 'purchasing/purchase-orders',
    resource: purchaseOrderResource,
    access: { list: viewOrders },
    with: PURCHASE_ORDER_DETAIL,
  });

  const answer = async (
    ctx: { tx: Parameters<typeof findResource>[0]; user: Parameters<typeof findResource>[4] },
    id: number,
    message: string,
  ) => ({
    message,
    data: (await findResource(ctx.tx, purchaseOrderResource, id, PURCHASE_ORDER_DETAIL, ctx.user))!,
  });

  r.post('purchasing/purchase-orders', {
    access: 'Create Purchase Orders',
    summary: 'Draft a purchase order (PO-000001 and on): a supplier, where the goods arrive, and the lines',
    body: purchaseOrderBody,
    status: 201,
    response: { 201: messageDataSchema(purchaseOrderResource) },
    handler: async (ctx) => {
      const id = await createPurchaseOrder({ tx: ctx.tx, tenantId: ctx.tenant.id, userId: ctx.user.id }, ctx.body);
      return answer(ctx, id, 'Purchase order created successfully.');
    },
  });

  r.put('purchasing/purchase-orders/:id', {
    access: 'Create Purchase Orders',
    summary: 'Change a draft or sent purchase order (nothing of it received yet): header and lines',
    params: idParam,
    body: purchaseOrderBody,
    response: { 200: messageDataSchema(purchaseOrderResource) },
    handler: async (ctx) => {
      await updatePurchaseOrder({ tx: ctx.tx, tenantId: ctx.tenant.id, userId: ctx.user.id }, ctx.params.id, ctx.body);
      return answer(ctx, ctx.params.id, 'Purchase order updated successfully.');
    },
  });

  const action = (name: PurchaseOrderAction, summary: string, message: string) =>
    r.put(`purchasing/purchase-orders/:id/${name}`, {
      access: 'Create Purchase Orders',
      summary,
      params: idParam,
      response: { 200: messageDataSchema(purchaseOrderResource) },
      handler: async (ctx) => {
        await changePurchaseOrderStatus(ctx.tx, ctx.user.id, ctx.params.id, name);
        return answer(ctx, ctx.params.id, message);
      },
    });
  action('send', 'Mark a draft purchase order sent to the supplier', 'Purchase order sent.');
  action('cancel', 'Cancel a purchase order nothing has been received against', 'Purchase order cancelled.');
  action('close', 'Close a sent or partly received purchase order: the rest will not come', 'Purchase order closed.');

  r.get('purchasing/purchase-orders/:id/export-pdf', {
    access: viewOrders,
    file: 'pdf',
    summary: 'The purchase order as a PDF to send to the supplier (the company profile on top)',
    params: idParam,
    handler: async ({ tx, params, user, reply }) => {
      const order = await findResource(tx, purchaseOrderResource, params.id, PURCHASE_ORDER_DETAIL, user);
      if (!order) throw notFound('purchase order');
      const { company, logo } = await companyHeader(tx);
      const pdf = await renderPdf(purchaseOrderPdf(order, company, logo));
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${order.purchaseOrderNumber as string}.pdf"`);
      return pdf;
    },
  });

  r.post('purchasing/purchase-orders/suggest', {
    access: 'Create Purchase Orders',
    summary: 'Draft purchase orders for what is at or below its reorder point at a location, one per preferred supplier',
    body: suggestOrdersBody,
    response: { 200: z.object({ message: z.string(), data: z.object({ orderIds: z.array(z.number()), withoutSupplier: z.number() }) }) },
    handler: async ({ tx, tenant, user, body }) => {
      const data = await suggestPurchaseOrders({ tx, tenantId: tenant.id, userId: user.id }, body);
      const made = data.orderIds.length;
      return {
        message:
          made === 0
            ? 'Nothing to order: no product with a preferred supplier is at or below its reorder point there.'
            : `${made} purchase order${made === 1 ? '' : 's'} drafted.`,
        data,
      };
    },
  });
}
