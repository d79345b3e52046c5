import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@oim/shared/list-query';
import { idParam, optionalId } from '@oim/shared/schemas/fields';
import { STOCK_COUNT_ENTRY_MODES, stockCountEntryBody } from '@oim/shared/schemas/stock-counts';
import { createRouter } from '../../platform/http/routes';
import { listMetaSchema } from '../../platform/resource/schema';
import { listStockCountEntries, recordStockCountEntry, removeStockCountEntry } from './entries';

const PATH = 'inventory/stock-counts/:id/entries';

const stockCountEntrySchema = z.object({
  id: z.number(),
  entryId: z.string(),
  productId: z.number(),
  sku: z.string(),
  productName: z.string(),
  uomId: z.number(),
  unit: z.string(),
  quantity: z.string(),
  baseQuantity: z.string(),
  mode: z.enum(STOCK_COUNT_ENTRY_MODES),
  serialNumbers: z.array(z.string()),
  countedAt: z.string(),
  userId: z.number(),
  userName: z.string(),
  createdAt: z.string(),
  removedAt: z.string().nullable(),
  removedBy: z.number().nullable(),
});

/** The line an entry changed, as it is after the change. */
const entryLineSchema = z.object({
  id: z.number(),
  productId: z.number(),
  counted: z.string().nullable(),
  entryCount: z.number(),
  lastCountedAt: z.string().nullable(),
});

const entryAnswer = z.object({ message: z.string(), data: stockCountEntrySchema, line: entryLineSchema });

const yesNo = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `The ${label} filter must be true or false.` })
    .optional()
    .transform((v) => v === 'true' || v === '1');

const entriesQuery = z
  .object({
    page: z.coerce.number({ error: 'The page must be a positive whole number.' }).int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number({ error: `The page size must be between 1 and ${PAGE_SIZE_MAX}.` })
      .int()
      .min(1, { error: `The page size must be between 1 and ${PAGE_SIZE_MAX}.` })
      .max(PAGE_SIZE_MAX, { error: `The page size must be between 1 and ${PAGE_SIZE_MAX}.` })
      .default(PAGE_SIZE_DEFAULT),
    productId: optionalId('product'),
    userId: optionalId('user'),
    mine: yesNo('mine'),
    removed: yesNo('removed'),
    // The list protocol's names: newest or oldest first, a search of the product's SKU or name, no relations.
    sort: z
      .enum(['countedAt,desc', 'countedAt,asc', 'countedAt'], { error: 'Sort by countedAt,desc (newest first) or countedAt,asc.' })
      .optional(),
    globalFilter: z.string().max(200, { error: 'The search may have at most 200 characters.' }).optional(),
    relations: z.string().max(0, { error: 'A stock count’s entries have no relations to load.' }).optional(),
  })
  .catchall(z.union([z.string(), z.array(z.string())]).meta({ description: 'Filters by name: productId, userId, mine, removed.' }));

/** An entry by its id, or by the device's entryId (a phone undoing a scan it has no answer of yet). */
const entryParams = z.object({
  id: idParam.shape.id,
  entryId: z.union([z.uuid(), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)]),
});

export function registerStockCountEntryRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Stock counts');

  /**
   * One scan or typed count by the signed-in user (201); the same entryId again answers the entry
   * recorded first (200) and changes nothing.
   */
  r.post(PATH, {
    access: 'Count Stock',
    summary: 'Record a scan or typed count of a product (idempotent by entryId)',
    params: idParam,
    body: stockCountEntryBody,
    response: { 201: entryAnswer, 200: entryAnswer },
    handler: async ({ tx, tenant, user, params, body, reply }) => {
      const recorded = await recordStockCountEntry({ tx, tenantId: tenant.id, userId: user.id }, params.id, body);
      if (recorded.replayed) {
        reply.code(200).header('Idempotent-Replayed', 'true');
        return { message: 'This entry was already recorded.', data: recorded.entry, line: recorded.line };
      }
      reply.code(201);
      return { message: 'Entry recorded.', data: recorded.entry, line: recorded.line };
    },
  });

  r.get(PATH, {
    access: 'View Stock Counts',
    summary: "A count's entries, newest first (filters productId, userId, mine; removed=true includes removed ones)",
    params: idParam,
    query: entriesQuery,
    response: { 200: z.object({ data: z.array(stockCountEntrySchema), meta: listMetaSchema }) },
    handler: async ({ tx, tenant, user, params, query }) =>
      listStockCountEntries({ tx, tenantId: tenant.id, userId: user.id }, params.id, query),
  });

  /** Removed entries are kept (who, when) and no longer count; removing one again is 404. */
  r.delete(`${PATH}/:entryId`, {
    access: 'Count Stock',
    summary: 'Remove an entry (by who made it, or a holder of Create Stock Counts) while counting',
    params: entryParams,
    response: { 200: entryAnswer },
    handler: async ({ tx, tenant, user, params }) => {
      const removed = await removeStockCountEntry(
        { tx, tenantId: tenant.id, userId: user.id },
        params.id,
        params.entryId,
        user.permissions.has('Create Stock Counts'),
      );
      return { message: 'Entry removed.', data: removed.entry, line: removed.line };
    },
  });
}
