import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * Where the shop's stock_totals (kept by triggers, migration 0031) differ from its stock rows recounted
 * (carried rows of products: how many, how many hold stock, units, value at cost rounded per row),
 * per location, and where its stock_moves_by_hour (0033) differ from its movements summed per UTC hour
 * and location: empty when they agree.
 */
export async function stockTotalsDrift(t: TestApp, tenantId: number): Promise<Record<string, string | null>[]> {
  const { rows } = await t.db.transaction(tenantId, (tx) =>
    tx.execute<Record<string, string | null>>(sql`
      with kept as (
        select location_id, sum(row_count) as rows, sum(stocked_count) as stocked, sum(on_hand) as on_hand, sum(value) as value
          from stock_totals where tenant_id = ${tenantId} group by location_id
      ), recounted as (
        select s.location_id, count(*) as rows, count(*) filter (where s.on_hand <> 0) as stocked, sum(s.on_hand) as on_hand,
               sum(round(s.on_hand * coalesce(p.cost, 0), 2)) as value
          from stock_levels s join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
         where s.tenant_id = ${tenantId} and s.carried and p.type = 'PRODUCT'
         group by s.location_id
      )
      select coalesce(k.location_id, r.location_id)::text as location_id,
             k.rows::text as kept_rows, r.rows::text as rows, k.stocked::text as kept_stocked, r.stocked::text as stocked,
             k.on_hand::text as kept_on_hand, r.on_hand::text as on_hand, k.value::text as kept_value, r.value::text as value
        from kept k full join recounted r on r.location_id = k.location_id
       where coalesce(k.rows, 0) <> coalesce(r.rows, 0)
          or coalesce(k.stocked, 0) <> coalesce(r.stocked, 0)
          or coalesce(k.on_hand, 0) <> coalesce(r.on_hand, 0)
          or coalesce(k.value, 0) <> coalesce(r.value, 0)`),
  );
  const hours = await t.db.transaction(tenantId, (tx) =>
    tx.execute<Record<string, string | null>>(sql`
      with kept as (
        select moved_hour, location_id, sum(units_in) as units_in, sum(units_out) as units_out
          from stock_moves_by_hour where tenant_id = ${tenantId} group by moved_hour, location_id
      ), recounted as (
        select date_trunc('hour', created_at, 'UTC') as moved_hour, location_id,
               coalesce(sum(quantity) filter (where quantity > 0), 0) as units_in,
               coalesce(sum(-quantity) filter (where quantity < 0), 0) as units_out
          from stock_movements where tenant_id = ${tenantId} group by 1, 2
      )
      select coalesce(k.moved_hour, r.moved_hour)::text as moved_hour, coalesce(k.location_id, r.location_id)::text as location_id,
             k.units_in::text as kept_in, r.units_in::text as units_in, k.units_out::text as kept_out, r.units_out::text as units_out
        from kept k full join recounted r on r.moved_hour = k.moved_hour and r.location_id = k.location_id
       where coalesce(k.units_in, 0) <> coalesce(r.units_in, 0) or coalesce(k.units_out, 0) <> coalesce(r.units_out, 0)`),
  );
  return [...rows, ...hours.rows];
}
