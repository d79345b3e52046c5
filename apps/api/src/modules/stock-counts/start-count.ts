import { sql, type SQL } from 'drizzle-orm';
import { STOCK_COUNT_MAX_PRODUCTS } from '@oim/shared/schemas/stock-counts';
import type { Tx } from '../../db/client';
import { invalid } from '../../platform/errors';
import { todayIn } from '../../platform/time-zone';
import { shopTimeZone } from '../settings';
import { lockCount } from './save-count';

/**
 * The products a count covers, from its stored scope: every stocked product (type PRODUCT), or
 * those matching EVERY filter given (the intersection: categories AND brands AND the preferred
 * supplier AND the listed products). An SQL subquery of product ids, so 20,000 products take no
 * parameters and no round trips.
 */
export function scopeProducts(tenantId: number, countId: number): SQL {
  return sql`(select p.id from products p join stock_counts c on c.tenant_id = p.tenant_id and c.id = ${countId}
     where p.tenant_id = ${tenantId} and p.type = 'PRODUCT'
       and (jsonb_array_length(c.category_ids) = 0 or p.category_id in (select (jsonb_array_elements_text(c.category_ids))::bigint))
       and (jsonb_array_length(c.brand_ids) = 0 or p.brand_id in (select (jsonb_array_elements_text(c.brand_ids))::bigint))
       and (c.supplier_id is null or p.preferred_supplier_id = c.supplier_id)
       and (jsonb_array_length(c.product_ids) = 0 or p.id in (select (jsonb_array_elements_text(c.product_ids))::bigint)))`;
}

/**
 * DRAFT → COUNTING: fixes the products in scope as the count's lines. Each product's stock row at
 * the location is made (at zero) if missing and locked FOR SHARE in (location, product) order; then,
 * in a later statement (whose snapshot sees every posting that held those rows), each line keeps
 * the on-hand and the id of the product's last ledger row at the location (0 for none). A posting
 * that waited on the lock commits after and its ledger rows take greater ids. A few statements
 * whatever the number of products.
 */
export async function startCount(tx: Tx, tenantId: number, userId: number, id: number): Promise<void> {
  const count = await lockCount(tx, id, ['DRAFT'], 'started');
  const scope = scopeProducts(tenantId, id);
  await tx.execute(sql`
    insert into stock_levels (tenant_id, product_id, location_id, on_hand)
    select ${tenantId}, s.id, ${count.locationId}, 0 from ${scope} s
     order by s.id
    on conflict (tenant_id, product_id, location_id) do nothing`);
  const locked = await tx.execute<{ n: number | string }>(sql`
    select count(*) as n from (
      select sl.id from stock_levels sl
       where sl.tenant_id = ${tenantId} and sl.location_id = ${count.locationId} and sl.product_id in ${scope}
       order by sl.location_id, sl.product_id
       for share of sl) x`);
  const products = Number(locked.rows[0]!.n);
  if (products > STOCK_COUNT_MAX_PRODUCTS) {
    throw invalid({
      scope: [`A count covers at most ${STOCK_COUNT_MAX_PRODUCTS} products (${products} in scope): count part of the store at a time.`],
    });
  }
  if (products === 0) {
    throw invalid({ scope: ['No stocked product is in the scope of this count: choose other categories, brands, supplier or products.'] });
  }
  await tx.execute(sql`
    insert into stock_count_lines (tenant_id, stock_count_id, product_id, on_hand_at_start, start_movement_id)
    select ${tenantId}, ${id}, sl.product_id, sl.on_hand,
           coalesce((select max(m.id) from stock_movements m
                      where m.tenant_id = ${tenantId} and m.product_id = sl.product_id and m.location_id = ${count.locationId}), 0)
      from stock_levels sl
     where sl.tenant_id = ${tenantId} and sl.location_id = ${count.locationId} and sl.product_id in ${scope}
     order by sl.product_id`);
  const today = todayIn(await shopTimeZone(tx));
  await tx.execute(sql`
    update stock_counts set status = 'COUNTING', started_at = now(), started_by = ${userId}, count_date = ${today}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);
}
