import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@oim/shared/schemas/fields';
import type { Tx } from '../../db/client';
import { createRouter } from '../../platform/http/routes';
import { mayRead, type Resource, type Viewer } from '../../platform/resource/define';
import { findResources } from '../../platform/resource/list';
import { recordSchema } from '../../platform/resource/schema';
import { productResource } from '../inventory';
import { customerResource, findCustomerIds } from '../customers';
import { searchProducts } from '../pos';
import { findQuotationIds, quotationResource } from '../quotations';
import { findSalesOrderIds, salesOrderResource } from '../sales';

/** Results per kind: a dialog's worth. */
const MAX_PER_KIND = 10;

/** Each kind of record the shell's search finds: its resource, how ids are found, and what is loaded with them. */
const KINDS = {
  products: {
    resource: productResource,
    relations: [],
    find: async (tx: Tx, q: string, limit: number) => (await searchProducts(tx, q, limit)).map((h) => h.id),
  },
  customers: { resource: customerResource, relations: [], find: findCustomerIds },
  salesOrders: { resource: salesOrderResource, relations: ['customer'], find: findSalesOrderIds },
  quotations: { resource: quotationResource, relations: ['customer'], find: findQuotationIds },
} satisfies Record<string, { resource: Resource; relations: string[]; find: (tx: Tx, q: string, limit: number) => Promise<number[]> }>;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

const group = (resource: Resource) => z.array(recordSchema(resource)).optional();

/**
 * The shell's search box: one term looked up in products (as the terminal finds them: barcode,
 * SKU, name words, a typo), customers (name, contact person, contact number), sales orders and
 * quotations (by number, with or without its prefix and zeros). Only the kinds the caller may read
 * are searched and answered; each kind at most `limit` records, in the shop's rows only.
 */
export function registerSearchRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Search');

  r.get('search', {
    access: 'user',
    summary: 'Find products, customers, sales orders and quotations by what was typed (only the kinds the caller may read)',
    query: z.object({
      q: text('search term').trim().max(100, { error: 'The search term may not be greater than 100 characters.' }),
      limit: z.coerce.number().int().min(1).max(MAX_PER_KIND).optional().default(5),
    }),
    response: {
      200: z.object({
        data: z.object({
          products: group(productResource),
          customers: group(customerResource),
          salesOrders: group(salesOrderResource),
          quotations: group(quotationResource),
        }),
        /** The kinds searched: those the caller may read. */
        kinds: z.array(z.enum(KIND_NAMES)),
      }),
    },
    handler: async ({ tx, query, user }) => {
      const viewer: NonNullable<Viewer> = user;
      const kinds = KIND_NAMES.filter((kind) => mayRead(viewer, KINDS[kind].resource));
      const data: Partial<Record<Kind, unknown[]>> = {};
      for (const kind of kinds) {
        const { resource, relations, find } = KINDS[kind];
        const ids = query.q === '' ? [] : (await find(tx, query.q, query.limit)).slice(0, query.limit);
        data[kind] = await findResources(tx, resource, ids, relations, viewer);
      }
      return { data, kinds };
    },
  });
}
