import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { purchaseReceiptBody, supplierReturnBody, voidReceiptBody } from '@oim/shared/schemas/purchasing';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { labelLayoutQuery } from '../inventory';
import { postPurchaseReceipt } from './post-purchase-receipt';
import { purchaseReceiptLabelsPdf } from './purchase-receipt-labels';
import { purchaseReceiptResource } from './purchase-receipts.resource';
import { returnToSupplier } from './return-to-supplier';
import { supplierReturnResource } from './supplier-returns.resource';
import { voidPurchaseReceipt } from './void-purchase-receipt';

export const PURCHASE_RECEIPT_DETAIL = [
  'supplier',
  'purchaseOrder',
  'receivingWarehouse',
  'paidWithPaymentType',
  'items.product',
  'items.uom',
  'createdByUser',
  'voidedByUser',
];

const SUPPLIER_RETURN_DETAIL = ['supplier', 'purchaseReceipt', 'location', 'items.product', 'createdByUser'];

export function registerPurchaseReceiptRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Purchase receipts');
  registerCrud(r, {
    path: 'purchasing/purchase-receipts',
    resource: purchaseReceiptResource,
    access: { list: ['View Purchase Receipts', 'Create Purchase Receipts'] },
    with: PURCHASE_RECEIPT_DETAIL,
  });

  r.post('purchasing/purchase-receipts', {
    access: 'Create Purchase Receipts',
    summary: 'Post goods received (against a purchase order or straight from a supplier): stock, serials, costs, and what is owed',
    body: purchaseReceiptBody,
    status: 201,
    response: { 201: messageDataSchema(purchaseReceiptResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const { id } = await postPurchaseReceipt({ tx, tenantId: tenant.id, userId: user.id }, body);
      return {
        message: 'Purchase receipt posted successfully.',
        data: (await findResource(tx, purchaseReceiptResource, id, PURCHASE_RECEIPT_DETAIL, user))!,
      };
    },
  });

  r.get('purchasing/purchase-receipts/:id/labels', {
    access: ['View Purchase Receipts', 'Create Purchase Receipts'],
    file: 'pdf',
    summary: 'Price labels of the goods received, one per unit (in base units, a fraction counted whole), as a PDF; at most 5,000',
    params: idParam,
    query: labelLayoutQuery,
    handler: async ({ tx, params, query, reply }) => {
      const { number, pdf } = await purchaseReceiptLabelsPdf(tx, params.id, query.layout);
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${number}-labels.pdf"`);
      return pdf;
    },
  });

  r.delete('purchasing/purchase-receipts/:id', {
    access: 'Create Purchase Receipts',
    summary: 'Void a receipt while its goods are still in stock and nothing is paid on it: the ledger is reversed, never deleted',
    params: idParam,
    body: voidReceiptBody,
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const done = await voidPurchaseReceipt({ tx, tenantId: tenant.id, userId: user.id }, params.id, body?.reason ?? null);
      if (!done) throw notFound('purchase receipt');
      return { message: 'Purchase receipt voided.' };
    },
  });

  registerCrud(r, {
    path: 'purchasing/supplier-returns',
    resource: supplierReturnResource,
    access: { list: ['View Purchase Receipts', 'Create Purchase Receipts'] },
    with: SUPPLIER_RETURN_DETAIL,
  });

  r.post('purchasing/purchase-receipts/:id/returns', {
    access: 'Create Purchase Receipts',
    summary:
      'Send goods of a receipt back to its supplier (SR-000001): stock out through the ledger, serials RETURNED, cost out of the ' +
      'average, and their value taken off what is owed for the receipt (the rest recorded as the supplier’s credit)',
    params: idParam,
    body: supplierReturnBody,
    status: 201,
    response: { 201: messageDataSchema(supplierReturnResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const id = await returnToSupplier({ tx, tenantId: tenant.id, userId: user.id }, params.id, body);
      return {
        message: 'Goods returned to the supplier.',
        data: (await findResource(tx, supplierReturnResource, id, SUPPLIER_RETURN_DETAIL, user))!,
      };
    },
  });
}
