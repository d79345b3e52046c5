import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import { stockCountBody, stockCountCancelBody, stockCountPostBody, type StockCountBody } from '@oim/shared/schemas/stock-counts';
import { sql } from 'drizzle-orm';
import { nextDocumentNumber } from '../../platform/documents';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema, recordSchema } from '../../platform/resource/schema';
import { todayIn } from '../../platform/time-zone';
import { shopTimeZone } from '../settings';
import { countLines, linesQuery, stockCountLineSchema } from './count-lines';
import { postCount, postResultSchema } from './post-count';
import { checkCountReferences, lockCount } from './save-count';
import { startCount } from './start-count';
import { stockCountResource } from './stock-counts.resource';

const PATH = 'inventory/stock-counts';
const unique = (ids: number[]) => [...new Set(ids)];
const scopeLists = (body: StockCountBody) => ({
  categoryIds: unique(body.categoryIds),
  brandIds: unique(body.brandIds),
  productIds: unique(body.productIds),
});

export function registerStockCountRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Stock counts');

  registerCrud(r, {
    path: PATH,
    resource: stockCountResource,
    access: { list: 'View Stock Counts', create: 'Create Stock Counts', update: 'Create Stock Counts' },
    create: {
      body: stockCountBody,
      before: async ({ tx, tenant, user }, body) => {
        await checkCountReferences(tx, tenant.id, body);
        return {
          ...scopeLists(body),
          stockCountNumber: await nextDocumentNumber(tx, tenant.id, 'stockCount'),
          countDate: todayIn(await shopTimeZone(tx)),
          createdBy: user.id,
        };
      },
    },
    update: {
      body: stockCountBody,
      before: async ({ tx, tenant }, body, existing) => {
        await lockCount(tx, existing.id, ['DRAFT'], 'edited');
        await checkCountReferences(tx, tenant.id, body);
        return { ...scopeLists(body), notes: body.notes ?? null };
      },
    },
  });

  const answer = async (tx: Parameters<typeof findResource>[0], id: number, user: Parameters<typeof findResource>[4]) =>
    (await findResource(tx, stockCountResource, id, [], user))!;

  r.put(`${PATH}/:id/start`, {
    access: 'Create Stock Counts',
    summary: 'Start counting a DRAFT: fixes the products in scope with their on-hand now (409 unless DRAFT; 422 when none is in scope)',
    params: idParam,
    response: { 200: messageDataSchema(stockCountResource) },
    handler: async ({ tx, tenant, user, params }) => {
      await startCount(tx, tenant.id, user.id, params.id);
      return { message: 'Counting started.', data: await answer(tx, params.id, user) };
    },
  });

  r.get(`${PATH}/:id/lines`, {
    access: 'View Stock Counts',
    summary:
      'The products of a count with their expected and counted quantities and differences (paged; sort productName, sku, category, difference, counted; state ALL | COUNTED | UNCOUNTED | DIFFERENCE; search by sku or name)',
    params: idParam,
    query: linesQuery,
    response: {
      200: z.object({
        data: z.array(stockCountLineSchema),
        meta: z.object({ current_page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
      }),
    },
    handler: async ({ tx, tenant, user, params, query }) => countLines(tx, tenant.id, params.id, query, user),
  });

  r.post(`${PATH}/:id/post`, {
    access: 'Post Stock Counts',
    summary:
      'Post a COUNTING count: each difference moves through the ledger (source STOCK_COUNT, at the moving average); uncounted products left alone or zeroed (zeroUncounted); 409 unless COUNTING',
    params: idParam,
    body: stockCountPostBody,
    response: { 200: z.object({ message: z.string(), data: recordSchema(stockCountResource).extend(postResultSchema) }) },
    handler: async ({ tx, tenant, user, params, body }) => {
      const result = await postCount(tx, tenant.id, user.id, params.id, body.zeroUncounted);
      return { message: 'Stock count posted.', data: { ...(await answer(tx, params.id, user)), ...result } };
    },
  });

  r.put(`${PATH}/:id/cancel`, {
    access: 'Create Stock Counts',
    summary: 'Cancel a DRAFT or COUNTING count with a reason; stock is unchanged (409 otherwise)',
    params: idParam,
    body: stockCountCancelBody,
    response: { 200: messageDataSchema(stockCountResource) },
    handler: async ({ tx, tenant, user, params, body }) => {
      await lockCount(tx, params.id, ['DRAFT', 'COUNTING'], 'cancelled');
      await tx.execute(sql`
        update stock_counts set status = 'CANCELLED', cancelled_at = now(), cancelled_by = ${user.id}, cancel_reason = ${body.reason}, updated_at = now()
         where tenant_id = ${tenant.id} and id = ${params.id}`);
      return { message: 'Stock count cancelled.', data: await answer(tx, params.id, user) };
    },
  });
}
