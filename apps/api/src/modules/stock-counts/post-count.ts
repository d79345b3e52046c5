import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { divRound, fromScaled, MONEY, qty, QTY, toScaled } from '@oim/shared/decimal';
import type { StockCountPostResult } from '@oim/shared/schemas/stock-counts';
import type { Tx } from '../../db/client';
import { COST_PLACES, postMovements, releaseSerials, type Movement } from '../inventory';
import { lineFigures } from './count-lines';
import { lockCount } from './save-count';

/** The fields a post adds to the count in its answer. */
export const postResultSchema = {
  postedLines: z.number(),
  shortageValue: z.string(),
  overageValue: z.string(),
  serialsFound: z.array(z.object({ productId: z.number(), serialNumber: z.string(), status: z.string().nullable() })),
};

type Figures = {
  id: string | number;
  product_id: string | number;
  product_name: string;
  is_serialized: boolean;
  counted: string | null;
  last_entry_at: string | Date | null;
  expected: string;
  difference: string | null;
  unit_cost: string | null;
};

type Kept = { id: number; expected: string; difference: string | null; unitCost: string | null };

/** quantity (4 places) × cost (6 places) → money (2 places), exact and rounded half away from zero. */
const valueAt = (quantity: string, cost: string | null): bigint =>
  cost === null ? 0n : divRound(toScaled(quantity, QTY) * toScaled(cost, COST_PLACES), 10n ** BigInt(QTY + COST_PLACES - MONEY));

/**
 * Posts a COUNTING count in the caller's transaction (docs/architecture/stock-counts.md): the count
 * locked FOR UPDATE (a second post waits, then finds it POSTED: 409); the lines' stock rows locked
 * in (location, product) order; then, in later statements, each line's expected and difference,
 * each non-zero difference posted through the ledger at the moving average, the figures kept on
 * the lines. Serial-tracked products: the serials in stock at the location nobody scanned go out
 * ADJUSTED_OUT; serials scanned that the ledger has out of stock are answered, never restored.
 */
export async function postCount(
  tx: Tx,
  tenantId: number,
  userId: number,
  id: number,
  zeroUncounted: boolean,
): Promise<StockCountPostResult> {
  const count = await lockCount(tx, id, ['COUNTING'], 'posted');
  const L = count.locationId;

  // The lines' stock rows (made at start; made again should one have gone), locked in one statement.
  await tx.execute(sql`
    insert into stock_levels (tenant_id, product_id, location_id, on_hand)
    select ${tenantId}, l.product_id, ${L}, 0 from stock_count_lines l
     where l.tenant_id = ${tenantId} and l.stock_count_id = ${id}
     order by l.product_id
    on conflict (tenant_id, product_id, location_id) do nothing`);
  await tx.execute(sql`
    select count(*) from (
      select sl.id from stock_levels sl
       where sl.tenant_id = ${tenantId} and sl.location_id = ${L}
         and sl.product_id in (select l.product_id from stock_count_lines l where l.tenant_id = ${tenantId} and l.stock_count_id = ${id})
       order by sl.location_id, sl.product_id
       for update of sl) x`);

  // A later statement: its snapshot sees every posting that held those rows.
  const figures = (
    await tx.execute<Figures>(sql`
      select x.id, x.product_id, x.product_name, x.is_serialized, x.counted, x.last_entry_at, x.expected, x.difference, x.unit_cost
        from ${lineFigures(tenantId, id)} x order by x.product_id`)
  ).rows;

  const serialized = figures.filter((f) => f.is_serialized && (f.counted !== null || zeroUncounted));
  const serials = serialized.length === 0 ? new Map() : await serialState(tx, tenantId, id, L);

  const kept: Kept[] = [];
  const movements: Movement[] = [];
  const serialsFound: StockCountPostResult['serialsFound'] = [];
  const releases: { product: { id: number; productName: string }; serials: string[]; movement: Movement }[] = [];
  let shortage = 0n;
  let overage = 0n;
  for (const f of figures) {
    const productId = Number(f.product_id);
    let difference: string | null = f.counted === null ? (zeroUncounted ? qty.sub(0, f.expected) : null) : f.difference;
    const unitCost = f.unit_cost;
    if (f.is_serialized && difference !== null) {
      const s = serials.get(productId) ?? { inStock: [], counted: [], leftAfter: new Set<string>(), cameAfter: new Set<string>() };
      const counted = new Set(f.counted === null ? [] : (s.counted as string[]).map((x) => x.toLowerCase()));
      const inStock = s.inStock as { serialNumber: string }[];
      const missing = inStock
        .filter((x) => !counted.has(x.serialNumber.toLowerCase()) && !s.cameAfter.has(x.serialNumber.toLowerCase()))
        .map((x) => x.serialNumber);
      const held = new Set(inStock.map((x) => x.serialNumber.toLowerCase()));
      for (const found of s.counted as string[]) {
        if (f.counted === null || held.has(found.toLowerCase()) || s.leftAfter.has(found.toLowerCase())) continue;
        serialsFound.push({ productId, serialNumber: found, status: s.statusOf.get(found.toLowerCase()) ?? null });
      }
      difference = missing.length === 0 ? '0' : qty.sub(0, missing.length);
      if (missing.length > 0) {
        const movement: Movement = {
          productId,
          locationId: L,
          quantity: difference,
          unitCost,
          note: `Stock count ${count.stockCountNumber}`,
        };
        releases.push({ product: { id: productId, productName: f.product_name }, serials: missing, movement });
        movements.push(movement);
      }
    } else if (difference !== null && qty.compare(difference, 0) !== 0) {
      movements.push({ productId, locationId: L, quantity: difference, unitCost, note: `Stock count ${count.stockCountNumber}` });
    }
    if (difference !== null) {
      const value = valueAt(difference, unitCost);
      if (value < 0n) shortage -= value;
      else overage += value;
    }
    kept.push({ id: Number(f.id), expected: f.expected, difference, unitCost });
  }

  for (const r of releases) {
    r.movement.serialIds = await releaseSerials(tx, 'serialNumbers', r.product, L, r.serials, {
      status: 'ADJUSTED_OUT',
      source: 'STOCK_COUNT',
      sourceId: id,
    });
  }
  // A count corrects the books to what was there: if what sold after a product's last entry was more
  // than the count found, the product goes below zero (it was oversold) and the shortage is recorded;
  // refusing would leave a count that can never be posted.
  await postMovements(tx, tenantId, userId, { type: 'STOCK_COUNT', id, number: count.stockCountNumber }, movements, 'record');

  await tx.execute(sql`
    update stock_count_lines l
       set expected = k.expected, difference = k.difference, unit_cost = k.unit_cost
      from jsonb_to_recordset(${JSON.stringify(kept.map((k) => ({ id: k.id, expected: k.expected, difference: k.difference, unit_cost: k.unitCost })))}::jsonb)
           as k(id bigint, expected numeric, difference numeric, unit_cost numeric)
     where l.tenant_id = ${tenantId} and l.stock_count_id = ${id} and l.id = k.id`);
  await tx.execute(sql`
    update stock_counts set status = 'POSTED', posted_at = now(), posted_by = ${userId}, zero_uncounted = ${zeroUncounted}, updated_at = now()
     where tenant_id = ${tenantId} and id = ${id}`);

  return {
    postedLines: movements.length,
    shortageValue: fromScaled(shortage, MONEY, true),
    overageValue: fromScaled(overage, MONEY, true),
    serialsFound,
  };
}

type SerialState = {
  inStock: { serialNumber: string }[];
  counted: string[];
  statusOf: Map<string, string>;
  /** Counted serials that left the location after the line's last entry (sold after it was scanned): not found. */
  leftAfter: Set<string>;
  /** Serials that came to the location after the line's last entry: not counted, not missing. */
  cameAfter: Set<string>;
};

/** Per serial-tracked product of the count: its serials in stock at the location, the ones scanned, and those that moved after the last entry. */
async function serialState(tx: Tx, tenantId: number, id: number, locationId: number): Promise<Map<number, SerialState>> {
  const map = new Map<number, SerialState>();
  const of = (productId: number) => {
    let s = map.get(productId);
    if (!s) map.set(productId, (s = { inStock: [], counted: [], statusOf: new Map(), leftAfter: new Set(), cameAfter: new Set() }));
    return s;
  };
  const lines = sql`select l.product_id, l.last_entry_at, l.start_movement_id from stock_count_lines l
     join products p on p.tenant_id = l.tenant_id and p.id = l.product_id and p.is_serialized
    where l.tenant_id = ${tenantId} and l.stock_count_id = ${id}`;
  const inStock = await tx.execute<{ product_id: string | number; serial_number: string }>(sql`
    select s.product_id, s.serial_number from serial_numbers s
     where s.tenant_id = ${tenantId} and s.location_id = ${locationId} and s.status in ('IN_STOCK', 'RETURNED')
       and s.product_id in (select product_id from (${lines}) sl)
     order by s.product_id, s.serial_number`);
  for (const r of inStock.rows) of(Number(r.product_id)).inStock.push({ serialNumber: r.serial_number });
  const counted = await tx.execute<{ product_id: string | number; serial_number: string; status: string | null }>(sql`
    select distinct on (l.product_id, lower(j.serial)) l.product_id, j.serial as serial_number, s.status
      from stock_count_entries e
      join stock_count_lines l on l.tenant_id = e.tenant_id and l.id = e.line_id
      cross join lateral jsonb_array_elements_text(e.serial_numbers) as j(serial)
      left join serial_numbers s on s.tenant_id = e.tenant_id and s.product_id = l.product_id and lower(s.serial_number) = lower(j.serial)
     where e.tenant_id = ${tenantId} and e.stock_count_id = ${id} and e.removed_at is null
     order by l.product_id, lower(j.serial)`);
  for (const r of counted.rows) {
    const s = of(Number(r.product_id));
    s.counted.push(r.serial_number);
    if (r.status !== null) s.statusOf.set(r.serial_number.toLowerCase(), r.status);
  }
  const moved = await tx.execute<{ product_id: string | number; serial_number: string; quantity: string }>(sql`
    select m.product_id, s.serial_number, m.quantity
      from (${lines}) l
      join stock_movements m on m.tenant_id = ${tenantId} and m.product_id = l.product_id and m.location_id = ${locationId}
                            and m.id > l.start_movement_id and l.last_entry_at is not null and m.created_at > l.last_entry_at
                            and not (m.source_type = 'STOCK_COUNT' and m.source_id = ${id})
      join stock_movement_serials ms on ms.tenant_id = m.tenant_id and ms.movement_id = m.id
      join serial_numbers s on s.tenant_id = ms.tenant_id and s.id = ms.serial_id`);
  for (const r of moved.rows) {
    const s = of(Number(r.product_id));
    (qty.compare(r.quantity, 0) < 0 ? s.leftAfter : s.cameAfter).add(r.serial_number.toLowerCase());
  }
  return map;
}
