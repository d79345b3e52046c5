import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParam } from '@oim/shared/schemas/fields';
import { paymentBody, voidPaymentBody } from '@oim/shared/schemas/finance';
import { paymentAllocations, payments } from '../../db/schema/finance';
import { receivables } from '../../db/schema/sales-documents';
import type { AuthUser } from '../../platform/auth/session-user';
import { badQuery, forbidden, notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { findResource, listResource, readListQuery } from '../../platform/resource/list';
import { dataSchema, messageDataSchema, pageSchema, rawQuery } from '../../platform/resource/schema';
import { paymentResource } from './payments.resource';
import { postPayment } from './post-payment';
import { voidPayment } from './void-payment';

const PAYMENT_DETAIL = ['customer', 'supplier', 'paymentType', 'allocations', 'createdByUser', 'voidedByUser'];

/** The directions a user may read: collections with View Receivables, supplier payments with View Payables. */
function readableDirections(user: AuthUser): SQL[] {
  const receivable = user.permissions.has('View Receivables');
  const payable = user.permissions.has('View Payables');
  if (receivable && payable) return [];
  return [eq(payments.direction, receivable ? 'IN' : 'OUT')];
}

export function registerPaymentRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Payments');
  const readers = ['View Receivables', 'View Payables'] as const;

  r.get('finance/payments', {
    access: readers,
    summary: 'Payments (list protocol; salesOrderId lists the collections on one sale)',
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
      const direction = row.direction === 'IN' ? 'View Receivables' : 'View Payables';
      if (!user.permissions.has(direction)) throw forbidden();
      return { data: row };
    },
  });

  r.post('finance/payments', {
    access: 'Create Payments',
    summary: 'Record a collection from a customer (IN) or a payment to a supplier (OUT) and what it pays',
    body: paymentBody,
    status: 201,
    response: { 201: messageDataSchema(paymentResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const id = await postPayment({ tx, tenantId: tenant.id, userId: user.id }, body);
      return {
        message: body.direction === 'IN' ? 'Collection recorded.' : 'Payment recorded.',
        data: (await findResource(tx, paymentResource, id, PAYMENT_DETAIL, user))!,
      };
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
}
