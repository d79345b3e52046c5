import { sql } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import { tenantOf, type Tx } from '../../db/client';

/** The shop's carried stock rows in total (at one location, or all): what stock_totals' rows add up to. */
export type StockTotals = {
  /** Carried product × location rows. */
  rows: number;
  /** Of them, the rows holding stock (on hand not zero). */
  stocked: number;
  /** Units on hand, and their value at each product's cost rounded per row, as decimal strings. */
  onHand: string;
  value: string;
};

/** Rows a shop's totals may gather (one per stock-changing statement) before they are folded into one per location. */
const FOLD_AFTER = 256;

/**
 * The shop's stock in total, from the rows the triggers of migration 0031 add (one per statement that
 * changed stock rows or a product's cost), without reading the stock rows. When they have piled up,
 * they are folded into one row per location in the caller's transaction (`stock_totals_fold`: what it
 * deletes is what its snapshot sees, so a change committed meanwhile stays as its own row; one folder
 * at a time per shop). The triggers fold too, at every 512th row they add.
 */
export async function stockTotals(tx: Tx, locationId?: number): Promise<StockTotals> {
  const shop = tenantOf(tx);
  const { rows } = await tx.execute<{
    location_id: string;
    parts: string;
    rows: string;
    stocked: string;
    on_hand: string;
    value: string;
  }>(sql`
    select location_id, count(*) as parts, sum(row_count) as rows, sum(stocked_count) as stocked,
           sum(on_hand)::text as on_hand, sum(value)::text as value
      from stock_totals
     where tenant_id = ${shop}
     group by location_id`);
  const parts = rows.reduce((sum, r) => sum + Number(r.parts), 0);
  if (parts > rows.length + FOLD_AFTER) await tx.execute(sql`select stock_totals_fold(${shop})`);
  const kept = rows.filter((r) => locationId === undefined || Number(r.location_id) === locationId);
  return {
    rows: kept.reduce((sum, r) => sum + Number(r.rows), 0),
    stocked: kept.reduce((sum, r) => sum + Number(r.stocked), 0),
    // Exact: quantities have 4 places and values 2.
    onHand: qty.add(0, ...kept.map((r) => r.on_hand)),
    value: qty.add(0, ...kept.map((r) => r.value)),
  };
}
