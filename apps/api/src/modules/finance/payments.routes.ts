import { and, eq, exists, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParam } from '@oim/shared/schemas/fields';
import { collectionReceiptQuery, paymentBody, voidPaymentBody } from '@oim/shared/schemas/finance';
import { paymentAllocations, payments } from '../../db/schema/finance';
import { receivables } from '../../db/schema/sales-documents';
import type { AuthUser } from '../../platform/auth/session-user';
import type { Tx } from '../../db/client';
import { badQuery, forbidden, notFound } from '../../platform/errors';
import { renderPdf } from '../../platform/export/pdf';
import { createRouter } from '../../platform/http/routes';
import { findResource, listResource, readListQuery } from '../../platform/resource/list';
import { dataSchema, messageDataSchema, pageSchema, rawQuery } from '../../platform/resource/schema';
import { checkKey, claimKey, rememberAnswer, replayOf, requestHash } from '../../platform/documents';
import { companyHeader } from '../settings';
import { collectionReceiptOf, collectionReceiptPdf, collectionReceiptText } from './collection-receipt';
import { paymentResource } from './payments.resource';
import { postPayment } from './post-payment';
import { voidPayment } from './void-payment';

const PAYMENT_DETAIL = ['customer', 'supplier', 'paymentType', 'allocations', 'createdByUser', 'voidedByUser'];

/**
 * The payments a user may read: those with a customer (collections, and a return's refunds and
 * credits) with View Receivables, those to a supplier with View Payables.
 */
function readableDirections(user: AuthUser): SQL[] {
  const receivable = user.permissions.has('View Receivables');
  const payable = user.permissions.has('View Payables');
  if (receivable && payable) return [];
  return [receivable ? isNotNull(payments.customerId) : isNotNull(payments.supplierId)];
}

/** A collection of this shop, as its official receipt prints it; any other payment (or shop's) has none. */
async function collectionOf(tx: Tx, id: number, user: AuthUser) {
  const row = await findResource(tx, paymentResource, id, PAYMENT_DETAIL, user);
  if (!row || row.kind !== 'COLLECTION' || row.receiptNumber === null) throw notFound('collection');
  return collectionReceiptOf(row);
}

export function registerPaymentRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Payments');
  const readers = ['View Receivables', 'View Payables'] as const;

  r.get('finance/payments', {
    access: readers,
    summary: 'Payments (list protocol; salesOrderId lists the collections, refunds and credits of one sale)',
    query: rawQuery,
    response: { 200: pageSchema(paymentResource) },
    handler: async ({ tx, query, user }) => {
      const list = readListQuery(query);
      const extraWhere = readableDirections(user);
      const bySale = list.filters.filter((f) => f.column === 'salesOrderId');
      list.filters = list.filters.filter((f) => f.column !== 'salesOrderId');
      for (const filter of bySale) {
        const value = filter.value.trim();
        if (filter.comparison !== 'eq' || !/^\d{1,15}$/.test(value))
          throw badQuery({ salesOrderId: ['salesOrderId is filtered by one sales order id.'] });
        extraWhere.push(
          or(
            eq(payments.salesOrderId, Number(value)),
            exists(
              tx
                .select({ one: sql`1` })
                .from(paymentAllocations)
                .innerJoin(
                  receivables,
                  and(eq(receivables.tenantId, paymentAllocations.tenantId), eq(receivables.id, paymentAllocations.receivableId)),
                )
                .where(
                  and(
                    eq(paymentAllocations.tenantId, payments.tenantId),
                    eq(paymentAllocations.paymentId, payments.id),
                    eq(receivables.salesOrderId, Number(value)),
                  ),
                ),
            ),
          )!,
        );
      }
      return listResource(tx, paymentResource, list, { extraWhere, viewer: user });
    },
  });

  r.get('finance/payments/:id', {
    access: readers,
    summary: 'One payment (relations: customer, supplier, paymentType, allocations, createdByUser, voidedByUser)',
    params: idParam,
    query: rawQuery,
    response: { 200: dataSchema(paymentResource) },
    handler: async ({ tx, params, query, user }) => {
      const list = readListQuery(query);
      const row = await findResource(tx, paymentResource, params.id, list.relations.length > 0 ? list.relations : PAYMENT_DETAIL, user);
      if (!row) throw notFound('payment');
      const direction = row.customerId !== null ? 'View Receivables' : 'View Payables';
      if (!user.permissions.has(direction)) throw forbidden();
      return { data: row };
    },
  });

  r.post('finance/payments', {
    access: 'Create Payments',
    summary:
      'Record a collection from a customer (IN) or a payment to a supplier (OUT) and what it pays (idempotent with the Idempotency-Key header)',
    body: paymentBody,
    status: 201,
    response: { 201: messageDataSchema(paymentResource) },
    handler: async ({ tx, tenant, user, body, req, reply }) => {
      // With an Idempotency-Key, a retry within 24 hours (a double tap, a lost answer) answers the
      // first result and never collects twice.
      const header = req.headers['idempotency-key'];
      const key = typeof header === 'string' && header !== '' ? header : undefined;
      if (key !== undefined) {
        checkKey(key);
        const claim = { tenant: tenant.id, key: `payment:${key}`, hash: requestHash(body) };
        if (!(await claimKey(tx, claim))) {
          const replay = await replayOf(tx, claim.key, claim.hash);
          reply.code(replay.status).header('Idempotent-Replayed', 'true');
          return replay.body as never;
        }
      }
      const id = await postPayment({ tx, tenantId: tenant.id, userId: user.id }, body);
      const answer = {
        message: body.direction === 'IN' ? 'Collection recorded.' : 'Payment recorded.',
        data: (await findResource(tx, paymentResource, id, PAYMENT_DETAIL, user))!,
      };
      if (key !== undefined) await rememberAnswer(tx, `payment:${key}`, 201, answer);
      return answer;
    },
  });

  r.delete('finance/payments/:id', {
    access: 'Void Payments',
    summary: 'Void a payment: what it paid is open again; the payment stays, VOIDED with who and when',
    params: idParam,
    body: voidPaymentBody,
    response: { 200: messageDataSchema(paymentResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const done = await voidPayment({ tx, tenantId: tenant.id, userId: user.id }, params.id, body?.reason ?? null);
      if (!done) throw notFound('payment');
      return { message: 'Payment voided.', data: (await findResource(tx, paymentResource, params.id, PAYMENT_DETAIL, user))! };
    },
  });

  r.get('finance/payments/:id/receipt', {
    access: 'View Receivables',
    file: 'text',
    summary: "A collection's official receipt (OR-000001) as text for a 58 or 80 mm roll (?width=58|80); VOID when voided",
    params: idParam,
    query: collectionReceiptQuery,
    handler: async ({ tx, params, query, user, reply }) => {
      const receipt = await collectionOf(tx, params.id, user);
      const { company } = await companyHeader(tx);
      reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', `inline; filename="${receipt.receiptNumber}.txt"`);
      return collectionReceiptText({ company, receipt, width: Number(query.width) as 58 | 80 });
    },
  });

  r.get('finance/payments/:id/receipt/pdf', {
    access: 'View Receivables',
    file: 'pdf',
    summary: "A collection's official receipt as a PDF; VOID when voided",
    params: idParam,
    handler: async ({ tx, params, user, reply }) => {
      const receipt = await collectionOf(tx, params.id, user);
      const { company, logo } = await companyHeader(tx);
      const pdf = await renderPdf(collectionReceiptPdf({ company, logo, receipt }));
      reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${receipt.receiptNumber}.pdf"`);
      return pdf;
    },
  });
}
