import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParam } from '@oim/shared/schemas/fields';
import { approvePriceBody } from '@oim/shared/schemas/sales';
import { salesOrders } from '../../db/schema/sales-documents';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { findResource, listResource, readListQuery } from '../../platform/resource/list';
import { messageDataSchema, pageSchema, rawQuery } from '../../platform/resource/schema';
import { approvePrice } from './approve-price';
import { salesOrderResource } from './sales-orders.resource';
import { ORDER_DETAIL } from './sale-answer';

/** Offline sales posted against the price rules, until a holder of Override Prices approves them. */
export function registerPriceExceptionRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Price exceptions');

  r.get('sales/price-exceptions', {
    access: 'View Price Exceptions',
    summary: 'Completed sales posted for a price review and not approved yet (list protocol, as sales orders)',
    query: rawQuery,
    response: { 200: pageSchema(salesOrderResource) },
    handler: async ({ tx, query, user }) =>
      listResource(tx, salesOrderResource, readListQuery(query), {
        viewer: user,
        extraWhere: [eq(salesOrders.priceReviewRequired, true), isNull(salesOrders.priceApprovedAt), eq(salesOrders.status, 'COMPLETED')],
      }),
  });

  r.put('sales/sales-orders/:id/approve-price', {
    access: 'Override Prices',
    summary: 'Approve the price of a sale posted for a price review, with the reason (409 when there is nothing to approve)',
    params: idParam,
    body: approvePriceBody,
    response: { 200: messageDataSchema(salesOrderResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      if (!(await approvePrice({ tx, tenant, user }, params.id, body.reason))) throw notFound('sales order');
      return {
        message: 'Price approved successfully.',
        data: (await findResource(tx, salesOrderResource, params.id, [...ORDER_DETAIL, 'priceApprovedByUser'], user))!,
      };
    },
  });
}
