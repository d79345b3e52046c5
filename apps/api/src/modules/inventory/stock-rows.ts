import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stockLevels } from '../../db/schema/inventory';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/** Every physical product has a stock row (at zero) at every location, so "without stocks" lists it. */
export async function ensureStockRows(tx: Tx, tenantId: number, filter: { productId?: number; locationId?: number }): Promise<void> {
  await tx.execute(sql`
    insert into stock_levels (tenant_id, product_id, location_id, on_hand)
    select ${tenantId}, p.id, l.id, 0
      from products p cross join stock_locations l
     where p.tenant_id = ${tenantId} and l.tenant_id = ${tenantId} and p.type = 'PRODUCT'
       ${filter.productId !== undefined ? sql`and p.id = ${filter.productId}` : sql``}
       ${filter.locationId !== undefined ? sql`and l.id = ${filter.locationId}` : sql``}
    on conflict (tenant_id, product_id, location_id) do nothing
  `);
}

/** A product that stops being physical drops its (empty) stock rows. */
export async function dropEmptyStockRows(tx: Tx, productId: number): Promise<void> {
  const stocked = await tx
    .select({ id: stockLevels.id })
    .from(stockLevels)
    .where(shopWhere(tx, stockLevels, and(eq(stockLevels.productId, productId), sql`${stockLevels.onHand} <> 0`)))
    .limit(1);
  if (stocked.length > 0) throw conflict('The product still has stock on hand.');
  await tx.delete(stockLevels).where(shopWhere(tx, stockLevels, eq(stockLevels.productId, productId)));
}
