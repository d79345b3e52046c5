import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductMatch } from '@oim/shared/schemas/pos';
import { type Tx, shopOf } from '../../db/client';
import { productBarcodes, products } from '../../db/schema/inventory';
import { salesChannels } from '../../db/schema/sales';
import type { Row, Viewer } from '../../platform/resource/define';
import { findResources } from '../../platform/resource/list';
import { shopWhere } from '../../platform/resource/rows';
import { productResource } from '../inventory';
import { prefixEnd, searchProducts, type ProductHit } from './product-search';

const RELATIONS = ['productPrices.uom', 'unitOfMeasure', 'bundleProducts.bundleItem', 'bundleProducts.bundleUom', 'commissionTemplate'];

export type PosProductQuery = { search: string; filterType: 'name' | 'barcode' | 'sku'; salesChannelId?: number; limit: number };

/**
 * The products a cashier's typed or scanned term finds (by name words with a typo tolerated,
 * barcode, or SKU prefix), each with its prices per unit, bundle parts, how it matched, and what is
 * on hand at the channel's picking location.
 */
export async function findPosProducts(
  tx: Tx,
  q: PosProductQuery,
  viewer: Viewer,
): Promise<(Row & { availableAtChannel: number | null; match: ProductMatch })[]> {
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
  const rows = await findResources(tx, productResource, ids, RELATIONS, viewer);

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
  return rows.map((row) => ({
    ...row,
    availableAtChannel: row.type === 'PRODUCT' ? (available.get(row.id) ?? 0) : null,
    match: matchOf.get(row.id)!,
  }));
}
