import { announceSalePosted } from './sale-events';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { posOrderBody } from '@oim/shared/schemas/pos';
import { salesOrderItems, salesOrders } from '../../db/schema/sales-documents';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { answerResource, findResource, findResources, listResource, readListQuery } from '../../platform/resource/list';
import { selectRows, shopWhere } from '../../platform/resource/rows';
import { dataSchema, messageDataSchema, pageSchema, rawQuery, recordSchema } from '../../platform/resource/schema';
import { serialNumbers } from '../../db/schema/inventory';
import { editSale } from './edit-sale';
import { numberSale } from './number-sale';
import { breakdownRow, paymentTypeBreakdown } from './payment-breakdown';
import { postSale } from './post-sale';
import { voidSale } from './void-sale';
import { journalSale, numberTerminalSale } from './terminal-receipts';
import { checkSaleTerminal } from '../pos-terminals';
import { checkKey, isKey, rememberAnswer, replayOf, requestHash } from './idempotency';
import { lookUpSale, resolveSale, saleInputOf } from './resolve-sale';
import { salesOrderItemResource, salesOrderResource } from './sales-orders.resource';
import { serialNumberResource } from '../inventory';
import { lockServiceOrderForSale, releaseServiceOrder } from '../service';

export const ORDER_DETAIL = [
  'customer',
  'salesChannel',
  'location',
  'salesOrderItems.orderedUom',
  'paymentTerms.paymentType',
  'receivables',
  'createdByUser',
  'voidedByUser',
];

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
      const key = typeof header === 'string' && header !== '' ? header : undefined;
      const claim = key && isKey(key) ? { tenant: tenant.id, key, hash: requestHash(body) } : undefined;
      // The key is claimed by the statement that reads what the sale names (undone if the caller is refused).
      const found = await lookUpSale(tx, signIn.userId, saleInputOf(body), { claim, session: signIn });
      const user = signIn.complete(found.sessionUser);
      if (key) checkKey(key);
      if (claim && !found.claimed) {
        const replay = await replayOf(tx, claim.key, claim.hash);
        reply.code(replay.status).header('Idempotent-Replayed', 'true');
        return replay.body;
      }
      // An order opened at the terminal and saved again is an edit (spec 3: activeSalesOrderId).
      if (body.activeSalesOrderId && !user.permissions.has('Edit Sales Orders')) throw forbidden();
      // A job order's sale (from its generate-sales-order draft): the order is locked here, so two
      // terminals posting it at once queue and the second finds it sold (409 naming the sale).
      const serviceOrderId = body.serviceOrderId ?? null;
      if (serviceOrderId !== null) {
        if (!user.permissions.has('Generate Sales Orders')) throw forbidden();
        if (body.activeSalesOrderId) throw invalid({ serviceOrderId: ['A job order is sold by a new sale, not by an edit of another.'] });
        await lockServiceOrderForSale(tx, serviceOrderId);
      }
      // A new sale at a channel with BIR terminals names its terminal, which needs an open shift.
      const at = body.activeSalesOrderId ? null : await checkSaleTerminal(tx, body);
      const sale = await resolveSale(
        tx,
        user,
        { ...saleInputOf(body), basicNecessity: body.activeSalesOrderId ? { saleId: body.activeSalesOrderId } : {} },
        'order',
        found,
      );
      if (body.activeSalesOrderId) {
        await editSale({ tx, tenant, user }, body.activeSalesOrderId, sale, body.publicNote ?? null);
        const answer = {
          message: 'Sales order updated successfully.',
          data: (await findResource(tx, salesOrderResource, body.activeSalesOrderId, ORDER_DETAIL, user))!,
        };
        if (key) await rememberAnswer(tx, key, 201, answer);
        return answer;
      }
      // The answer is made of what the sale wrote and looked up, not read back.
      const posted = await postSale({ tx, tenant, user }, sale, { publicNote: body.publicNote ?? null, numberLater: true });
      afterCommit(async () => announceSalePosted(deps, { tenantId: tenant.id, salesOrderId: posted.id }));
      const answer = {
        message: 'Sales order created successfully.',
        data: await answerResource(
          tx,
          salesOrderResource,
          { ...posted.order, serviceOrderId, refundTotal: 0 },
          ORDER_DETAIL,
          user,
          posted.rows,
        ),
      };
      // The terminal's invoice number, then the shop's: each counter stays locked from its number to the commit.
      if (at) await numberTerminalSale({ tx, tenant, user }, at, posted.id, answer.data);
      // The number last, after the answer is made: other terminals wait on the counter from here to the commit.
      answer.data.salesOrderNumber = await numberSale(
        { tx, tenant, user },
        posted.id,
        key ? { key, status: 201, body: answer } : undefined,
      );
      if (serviceOrderId !== null)
        await releaseServiceOrder({ tx, tenantId: tenant.id, userId: user.id }, serviceOrderId, {
          id: posted.id,
          salesOrderNumber: answer.data.salesOrderNumber as string,
        });
      if (at) await journalSale({ tx, tenant, user }, answer.data, 'RECEIPT');
      return answer;
    },
  });

  r.put('sales/:id', {
    access: 'Edit Sales Orders',
    summary: 'Change a posted sale (stock, serial numbers and receivables move by the difference)',
    params: idParam,
    body: posOrderBody,
    response: { 200: messageDataSchema(salesOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const [order] = await tx
        .select({ id: salesOrders.id })
        .from(salesOrders)
        .where(shopWhere(tx, salesOrders, eq(salesOrders.id, params.id)));
      if (!order) throw notFound('sales order');
      const sale = await resolveSale(tx, user, { ...saleInputOf(body), basicNecessity: { saleId: params.id } }, 'order');
      await editSale({ tx, tenant, user }, params.id, sale, body.publicNote ?? null);
      return {
        message: 'Sales order updated successfully.',
        data: (await findResource(tx, salesOrderResource, params.id, ORDER_DETAIL, user))!,
      };
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
      const voided = (await findResource(tx, salesOrderResource, params.id, ORDER_DETAIL, user))!;
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
