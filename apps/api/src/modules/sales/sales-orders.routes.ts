import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { posOrderBody } from '@oim/shared/schemas/pos';
import { salesOrderItems, salesOrders } from '../../db/schema/sales-documents';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { findResource, findResources, listResource, readListQuery } from '../../platform/resource/list';
import { selectRows, shopWhere } from '../../platform/resource/rows';
import { dataSchema, messageDataSchema, pageSchema, rawQuery, recordSchema } from '../../platform/resource/schema';
import { serialNumbers } from '../../db/schema/inventory';
import { serialNumberResource } from '../inventory';
import { changeSale } from './edit-sale';
import { breakdownRow, paymentTypeBreakdown } from './payment-breakdown';
import { postPosOrder } from './post-pos-order';
import { findSalesOrder, ORDER_DETAIL } from './sale-answer';
import { announceSalePosted } from './sale-events';
import { salesOrderItemResource, salesOrderResource } from './sales-orders.resource';
import { journalSale } from './terminal-receipts';
import { voidSale } from './void-sale';

export function registerSalesOrderRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Sales orders');
  const viewOrders = ['View Sales Orders', 'Create Sales Orders'] as const;

  /**
   * Rings up a sale (spec 7.3 POST sales/pos-order). With an Idempotency-Key header (the terminal
   * always sends one) a retry within 24 hours answers the first result and never sells twice.
   */
  r.post('sales/pos-order', {
    access: 'Create Sales Orders',
    summary: 'Post a sale from the terminal (idempotent with the Idempotency-Key header)',
    body: posOrderBody,
    status: 201,
    response: { 201: messageDataSchema(salesOrderResource), 200: messageDataSchema(salesOrderResource) },
    // The caller is signed in by the look-up, the sale's first statement (one round trip fewer).
    signInInHandler: true,
    handler: async ({ tx, tenant, signIn, body, req, reply, afterCommit, deps }) => {
      const header = req.headers['idempotency-key'];
      const posting = await postPosOrder({ tx, tenant, signIn }, body, typeof header === 'string' && header !== '' ? header : undefined);
      if (posting.replay) {
        reply.code(posting.replay.status).header('Idempotent-Replayed', 'true');
        return posting.replay.body;
      }
      const postedId = posting.postedId;
      if (postedId !== null) afterCommit(async () => announceSalePosted(deps, { tenantId: tenant.id, salesOrderId: postedId }));
      return posting.answer;
    },
  });

  r.put('sales/:id', {
    access: 'Edit Sales Orders',
    summary: 'Change a posted sale (stock, serial numbers and receivables move by the difference)',
    params: idParam,
    body: posOrderBody,
    response: { 200: messageDataSchema(salesOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await changeSale({ tx, tenant, user }, params.id, body);
      return { message: 'Sales order updated successfully.', data: (await findSalesOrder(tx, params.id, user))! };
    },
  });

  r.delete('sales/:id', {
    access: 'Delete Sales Orders',
    summary: 'Void a sale: stock and serial numbers come back; the order stays, marked VOIDED',
    params: idParam,
    body: z.object({ reason: z.string().max(500).optional() }).nullish(),
    response: { 200: messageDataSchema(salesOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      if (!(await voidSale({ tx, tenant, user }, params.id, body?.reason ?? null))) throw notFound('sales order');
      const voided = (await findSalesOrder(tx, params.id, user))!;
      // A terminal sale keeps its invoice number; its journal gets the receipt marked VOID.
      await journalSale({ tx, tenant, user }, voided, 'VOID');
      return { message: 'Sales order voided successfully.', data: voided };
    },
  });

  r.get('sales/sales-orders/:id/items', {
    access: viewOrders,
    summary: "An order's lines (bundle components carry bundleParentId), with who changed a line's price",
    params: idParam,
    response: { 200: z.object({ data: z.array(recordSchema(salesOrderItemResource)) }) },
    handler: async ({ tx, params, user }) => {
      const [order] = await tx
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(shopWhere(tx, salesOrders, eq(salesOrders.id, params.id)));
      if (!order) throw notFound('sales order');
      const lines = await tx
        .select({ id: salesOrderItems.id })
        .from(salesOrderItems)
        .where(shopWhere(tx, salesOrderItems, eq(salesOrderItems.salesOrderId, params.id)))
        .orderBy(salesOrderItems.lineNumber);
      const ids = lines.map((l) => l.id);
      return { data: await findResources(tx, salesOrderItemResource, ids, ['priceChangedByUser'], user) };
    },
  });

  r.get('sales/sales-orders/:id/serial-numbers', {
    access: viewOrders,
    summary: 'The serial numbers an order sold',
    params: idParam,
    response: { 200: z.object({ data: z.array(recordSchema(serialNumberResource)) }) },
    handler: async ({ tx, params }) => {
      const items = await tx
        .select({ productId: salesOrderItems.productId, serials: salesOrderItems.serialNumbers })
        .from(salesOrderItems)
        .where(shopWhere(tx, salesOrderItems, eq(salesOrderItems.salesOrderId, params.id)));
      if (items.length === 0) {
        const [order] = await tx
          .select({ id: salesOrders.id })
          .from(salesOrders)
          .where(shopWhere(tx, salesOrders, eq(salesOrders.id, params.id)));
        if (!order) throw notFound('sales order');
      }
      const wanted = items.flatMap((i) => i.serials.map((s) => ({ productId: i.productId, serial: s.toLowerCase() })));
      if (wanted.length === 0) return { data: [] };
      const rows = await selectRows(tx, serialNumberResource, {
        where: inArray(serialNumbers.productId, [...new Set(wanted.map((w) => w.productId))]),
      });
      return {
        data: rows.filter((r) => wanted.some((w) => w.productId === r.productId && w.serial === String(r.serialNumber).toLowerCase())),
      };
    },
  });

  r.get('sales/customers/:id/orders', {
    access: ['View Customer', 'View Sales Orders'],
    summary: "A customer's orders (list protocol)",
    params: idParam,
    query: rawQuery,
    response: { 200: pageSchema(salesOrderResource) },
    handler: async ({ tx, params, query, user }) => {
      const list = readListQuery(query);
      if (list.relations.length === 0) list.relations = ['salesChannel', 'paymentTerms.paymentType'];
      return listResource(tx, salesOrderResource, list, { extraWhere: [eq(salesOrders.customerId, params.id)], viewer: user });
    },
  });

  r.get('reports/sales-report/payment-type-breakdown', {
    access: 'View Sales Payment Breakdown',
    summary:
      'Payments per type over the sales list’s filters (completed orders, kind SALE), and collections from customers per type ' +
      'on the days of its salesOrderDate range (kind COLLECTION, named "Cash (collections)"); percentages are of both together',
    query: rawQuery,
    response: { 200: z.object({ data: z.array(breakdownRow) }) },
    handler: async ({ tx, query }) => ({ data: await paymentTypeBreakdown(tx, readListQuery(query)) }),
  });

  r.get('sales/sales-orders', {
    access: viewOrders,
    summary: 'Sales orders (list protocol; relations customer, salesChannel, salesOrderItems, paymentTerms.paymentType)',
    query: rawQuery,
    response: { 200: pageSchema(salesOrderResource) },
    handler: async ({ tx, query, user }) => listResource(tx, salesOrderResource, readListQuery(query), { viewer: user }),
  });

  r.get('sales/sales-orders/:id', {
    access: viewOrders,
    summary: 'One sales order with its lines, payments and receivables',
    params: idParam,
    query: rawQuery,
    response: { 200: dataSchema(salesOrderResource) },
    handler: async ({ tx, params, query, user }) => {
      const asked = readListQuery(query).relations;
      const row = await findResource(tx, salesOrderResource, params.id, asked.length > 0 ? asked : ORDER_DETAIL, user);
      if (!row) throw notFound('sales order');
      return { data: row };
    },
  });
}
