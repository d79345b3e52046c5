import { and, asc, eq, sql } from 'drizzle-orm';
import { shopOf } from '../../db/client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_MATCHES } from '@oim/shared/schemas/pos';
import { users } from '../../db/schema/identity';
import { productBarcodes, products } from '../../db/schema/inventory';
import { salesChannels } from '../../db/schema/sales';
import { createRouter } from '../../platform/http/routes';
import { findResources } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import { extendedRecordSchema } from '../../platform/resource/schema';
import { prefixEnd, searchProducts, type ProductHit } from './product-search';
import { productResource } from '../inventory';

const RELATIONS = ['productPrices.uom', 'unitOfMeasure', 'bundleProducts.bundleItem', 'bundleProducts.bundleUom', 'commissionTemplate'];

/** A product as the terminal's search answers it: the catalogue record with the relations above, and two fields of the search's own. */
const posProductSchema = extendedRecordSchema('sales/pos-products', productResource, {
  /** On hand at the channel's picking location; null for a bundle or a service, which hold no stock. */
  availableAtChannel: z.number().nullable(),
  /** How it matched what was typed: barcode and sku are exact, so a terminal may add it at once. */
  match: z.enum(PRODUCT_MATCHES),
});

const query = z.object({
  /** What the cashier typed or scanned. */
  search: z.string().trim().max(100).optional().default(''),
  /**
   * Spec 2.10: product name is the default filter; barcode and SKU are the others. The default
   * (name) finds what a cashier types in one box: an exact barcode or SKU, SKUs starting with it,
   * name words, and names with a typo (searchProducts).
   */
  filterType: z.enum(['name', 'barcode', 'sku']).optional().default('name'),
  salesChannelId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).optional().default(20),
});

/**
 * The terminal's product search, served by the database (never the whole catalogue in the
 * browser): by default barcode, SKU and name words together with a typo tolerated; SKUs by prefix;
 * barcodes (and SKUs, which scanners also read) by exact match. Each product comes with its prices per unit, bundle parts and what
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
        .where(shopWhere(tx, users, eq(users.isActive, true)))
        .orderBy(sql`lower(${users.displayName})`),
    }),
  });

  r.get('sales/pos-products', {
    access: 'Create Sales Orders',
    summary: 'Search products to sell (filterType name|barcode|sku)',
    query,
    response: {
      200: z.object({ data: z.array(posProductSchema) }),
    },
    handler: async ({ tx, query: q, user }) => {
      const term = q.search.toLowerCase();
      const active = eq(products.isActive, true);
      let hits: ProductHit[];
      // Only leakproof comparisons on the stored keys (see products.skuKey), so the indexes serve under row-level security.
      if (q.filterType === 'name') hits = await searchProducts(tx, q.search, q.limit);
      else if (q.filterType === 'barcode') {
        const byBarcode =
          term === ''
            ? []
            : await tx
                .select({ id: productBarcodes.productId })
                .from(productBarcodes)
                .where(shopWhere(tx, productBarcodes, eq(productBarcodes.barcode, q.search)));
        const bySku =
          term === ''
            ? []
            : await tx
                .select({ id: products.id })
                .from(products)
                .where(shopWhere(tx, products, and(active, eq(products.skuKey, term))));
        const barcodes = new Set(byBarcode.map((r) => r.id));
        hits = [
          ...byBarcode.map((r) => ({ id: r.id, match: 'barcode' as const })),
          ...bySku.filter((r) => !barcodes.has(r.id)).map((r) => ({ id: r.id, match: 'sku' as const })),
        ];
      } else {
        const found = await tx
          .select({ id: products.id, sku: products.skuKey })
          .from(products)
          .where(
            shopWhere(
              tx,
              products,
              and(active, term === '' ? undefined : sql`${products.skuKey} ~>=~ ${term} and ${products.skuKey} ~<~ ${prefixEnd(term)}`),
            ),
          )
          .orderBy(asc(products.nameKey), asc(products.id))
          .limit(q.limit);
        hits = found.map((f) => ({ id: f.id, match: f.sku === term ? 'sku' : 'skuPrefix' }));
      }
      const ids = hits.slice(0, q.limit).map((h) => h.id);
      const matchOf = new Map(hits.map((h) => [h.id, h.match]));
      const rows = await findResources(tx, productResource, ids, RELATIONS, user);

      let location: number | null = null;
      if (q.salesChannelId) {
        const [channel] = await tx
          .select({ location: salesChannels.defaultPickingWarehouseId })
          .from(salesChannels)
          .where(shopWhere(tx, salesChannels, eq(salesChannels.id, q.salesChannelId)));
        location = channel?.location ?? null;
      }
      const available = new Map<number, number>();
      if (location !== null && rows.length > 0) {
        const result = await tx.execute<{ product_id: number; on_hand: string }>(sql`
          select s.product_id::int as product_id, s.on_hand from stock_levels s
           where s.tenant_id = ${shopOf(tx)} and s.location_id = ${location} and s.product_id in ${rows.map((r) => r.id)}`);
        for (const row of result.rows) available.set(Number(row.product_id), Number(row.on_hand));
      }
      return {
        data: rows.map((row) => ({
          ...row,
          availableAtChannel: row.type === 'PRODUCT' ? (available.get(row.id) ?? 0) : null,
          match: matchOf.get(row.id)!,
        })),
      };
    },
  });
}
