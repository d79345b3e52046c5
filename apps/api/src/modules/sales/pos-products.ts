import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { users } from '../../db/schema/identity';
import type { Tx } from '../../db/client';
import { productBarcodes, productNameWords, products, productWords } from '../../db/schema/inventory';
import { salesChannels } from '../../db/schema/sales';
import { createRouter } from '../../platform/http/routes';
import { findResources } from '../../platform/resource/list';
import { recordSchema } from '../../platform/resource/schema';
import { productResource } from '../inventory/product-resource';

const RELATIONS = ['productPrices.uom', 'unitOfMeasure', 'bundleProducts.bundleItem', 'bundleProducts.bundleUom', 'commissionTemplate'];

const query = z.object({
  /** What the cashier typed or scanned. */
  search: z.string().trim().max(100).optional().default(''),
  /** Spec 2.10: product name is the default filter; barcode and SKU are the others. */
  filterType: z.enum(['name', 'barcode', 'sku']).optional().default('name'),
  salesChannelId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});

/** The first string after every string that starts with prefix (in byte order, as text_pattern_ops sorts). */
function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1)!;
  return last >= 0xffff ? `${prefix}\u{10ffff}` : `${prefix.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** More words than this hold the fragment: it is common, and reading names in order finds a page at once. */
const MAX_WORDS = 100;

/**
 * Active products whose name holds the term, in name order, found through the words of the names
 * (product_words, product_name_words): the longest run of letters and digits of the term lies in
 * one word of every such name, so the words holding it are looked up (a scan of the shop's few
 * distinct words), then each word's active products are read in name order (=, which row-level
 * security lets the index serve) until a page matches the whole term. Reading every name in order
 * instead costs up to all 200k names when the matches come late (a brand starting with T).
 * Undefined when the words cannot narrow the search (a run under 3 characters, or too many words):
 * the caller reads names in order then.
 */
async function productsByNameWords(tx: Tx, term: string, limit: number): Promise<number[] | undefined> {
  // ASCII letters and digits only: the database splits names at least there, whatever its locale.
  const run = (term.match(/[a-z0-9]+/g) ?? []).reduce((longest, r) => (r.length > longest.length ? r : longest), '');
  if (run.length < 3) return undefined;
  const words = await tx
    .select({ word: productWords.word })
    .from(productWords)
    .where(sql`${productWords.word} like ${`%${escapeLike(run)}%`}`)
    .limit(MAX_WORDS + 1);
  if (words.length > MAX_WORDS) return undefined;
  if (words.length === 0) return [];
  const found = await tx.execute<{ product_id: string }>(sql`
    select product_id from (
      select distinct on (x.product_id) x.product_id, x.name_key
        from (values ${sql.join(
          words.map((w) => sql`(${w.word})`),
          sql`, `,
        )}) as w(word)
        cross join lateral (
          select pw.product_id, pw.name_key from ${productNameWords} pw
           where pw.word = w.word and pw.is_active and pw.name_key like ${`%${escapeLike(term)}%`}
           order by pw.name_key, pw.product_id
           limit ${limit}) x
       order by x.product_id) found
     order by name_key, product_id
     limit ${limit}`);
  return found.rows.map((r) => Number(r.product_id));
}

/**
 * The terminal's product search, served by the database (never the whole catalogue in the
 * browser): names by fragment (through their words), SKUs by prefix, barcodes (and SKUs, which scanners
 * also read) by exact match. Each product comes with its prices per unit, bundle parts and what
 * is on hand at the channel's picking location.
 */
export function registerPosProductRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Point of sale');

  // Spec 2.5 'Staff selector for commission': who may earn a commission, for whoever rings up the sale.
  r.get('sales/commission-users', {
    access: 'Create Sales Orders',
    summary: 'Active staff who can earn a commission (id, displayName, firstname, lastname)',
    response: {
      200: z.object({ data: z.array(z.object({ id: z.number(), displayName: z.string(), firstname: z.string(), lastname: z.string() })) }),
    },
    handler: async ({ tx }) => ({
      data: await tx
        .select({ id: users.id, displayName: users.displayName, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(eq(users.isActive, true))
        .orderBy(sql`lower(${users.displayName})`),
    }),
  });

  r.get('sales/pos-products', {
    access: 'Create Sales Orders',
    summary: 'Search products to sell (filterType name|barcode|sku)',
    query,
    response: {
      200: z.object({ data: z.array(recordSchema(productResource).extend({ availableAtChannel: z.number().nullable() })) }),
    },
    handler: async ({ tx, query: q, user }) => {
      const term = q.search.toLowerCase();
      const active = eq(products.isActive, true);
      let ids: number[];
      // Only leakproof comparisons on the stored keys (see products.skuKey), so the indexes serve under row-level security.
      if (q.filterType === 'barcode') {
        const byBarcode =
          term === ''
            ? []
            : await tx.select({ id: productBarcodes.productId }).from(productBarcodes).where(eq(productBarcodes.barcode, q.search));
        const bySku =
          term === ''
            ? []
            : await tx
                .select({ id: products.id })
                .from(products)
                .where(and(active, eq(products.skuKey, term)));
        ids = [...new Set([...byBarcode, ...bySku].map((r) => r.id))];
      } else {
        const byWords = q.filterType === 'name' ? await productsByNameWords(tx, term, q.limit) : undefined;
        if (byWords) ids = byWords;
        else {
          const match =
            term === ''
              ? undefined
              : q.filterType === 'sku'
                ? sql`${products.skuKey} ~>=~ ${term} and ${products.skuKey} ~<~ ${prefixEnd(term)}`
                : sql`${products.nameKey} like ${`%${escapeLike(term)}%`}`;
          const found = await tx
            .select({ id: products.id })
            .from(products)
            .where(and(active, match))
            .orderBy(asc(products.nameKey), asc(products.id))
            .limit(q.limit);
          ids = found.map((f) => f.id);
        }
      }
      const rows = await findResources(tx, productResource, ids.slice(0, q.limit), RELATIONS, user);

      let location: number | null = null;
      if (q.salesChannelId) {
        const [channel] = await tx
          .select({ location: salesChannels.defaultPickingWarehouseId })
          .from(salesChannels)
          .where(eq(salesChannels.id, q.salesChannelId));
        location = channel?.location ?? null;
      }
      const available = new Map<number, number>();
      if (location !== null && rows.length > 0) {
        const result = await tx.execute<{ product_id: number; on_hand: string }>(sql`
          select s.product_id::int as product_id, s.on_hand from stock_levels s
           where s.location_id = ${location} and s.product_id in ${rows.map((r) => r.id)}`);
        for (const row of result.rows) available.set(Number(row.product_id), Number(row.on_hand));
      }
      return {
        data: rows.map((row) => ({ ...row, availableAtChannel: row.type === 'PRODUCT' ? (available.get(row.id) ?? 0) : null })),
      };
    },
  });
}
