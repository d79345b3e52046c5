import { and, eq, inArray } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import type { StockSource } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { inventorySettings, products, stockLevels, stockMovementSerials, stockShortages } from '../../db/schema/inventory';
import { stockLocations } from '../../db/schema/masterfile';
import { conflict } from '../../platform/errors';
import { postToLedger } from './stock-ledger.statements';
import { shopWhere } from '../../platform/resource/rows';

/** One change of stock at one location, in the product's base unit (negative takes out). */
export type Movement = {
  productId: number;
  locationId: number;
  quantity: string;
  uomId?: number | null;
  uomQuantity?: string | null;
  serialIds?: number[];
  note?: string | null;
  /** What one base unit cost (a receipt's cost in, the moving average out), kept on the ledger row. */
  unitCost?: string | null;
  /** The import whose opening stock this is (source OPENING_STOCK), kept on the ledger row. */
  importId?: number | null;
};

export type MovementSource = { type: StockSource; id: number; number?: string | null };

/**
 * How a posting treats stock that runs short: refuse it (409, the default) unless the shop allows
 * negative stock, or accept it and record the shortage (a sale that already happened offline).
 */
export type ShortStock = 'refuse' | 'record';

async function allowsNegativeStock(tx: Tx): Promise<boolean> {
  const [row] = await tx
    .select({ allow: inventorySettings.allowNegativeStock })
    .from(inventorySettings)
    .where(shopWhere(tx, inventorySettings, undefined));
  return row?.allow ?? false;
}

const key = (m: { productId: number; locationId: number }) => `${m.locationId}:${m.productId}`;

/**
 * Posts movements to the ledger and the on-hand figures in the caller's transaction, in one
 * statement: stock rows change in (location, product) order so concurrent postings lock in the
 * same order; the statement itself locks each stock row. If a product would go below zero at a
 * location (and the shop does not allow that), 409 names it and the whole transaction rolls back;
 * with `shortStock: 'record'` it goes below zero anyway and each shortage is kept in stock_shortages.
 */
export async function postMovements(
  tx: Tx,
  tenantId: number,
  userId: number | null,
  source: MovementSource,
  movements: Movement[],
  shortStock: ShortStock = 'refuse',
): Promise<number[]> {
  const moving = movements.filter((m) => qty.compare(m.quantity, 0) !== 0 || (m.serialIds?.length ?? 0) > 0);
  if (moving.length === 0) return [];

  const totals = new Map<string, { productId: number; locationId: number; delta: string }>();
  for (const m of moving) {
    const t = totals.get(key(m));
    if (t) t.delta = qty.add(t.delta, m.quantity);
    else totals.set(key(m), { productId: m.productId, locationId: m.locationId, delta: m.quantity });
  }
  const ordered = [...totals.values()].sort((a, b) => a.locationId - b.locationId || a.productId - b.productId);

  // The ledger rows go in the same statement; if stock runs short they are rolled back with the rest.
  const delta = new Map(ordered.map((t) => [key(t), t.delta]));
  const [row] = await postToLedger(tx, {
    levels: JSON.stringify(ordered.map((t) => ({ tenantId, productId: t.productId, locationId: t.locationId, onHand: t.delta }))),
    movements: JSON.stringify(
      moving.map((m) => ({
        tenantId,
        productId: m.productId,
        locationId: m.locationId,
        quantity: m.quantity,
        uomId: m.uomId ?? null,
        uomQuantity: m.uomQuantity ?? null,
        sourceType: source.type,
        sourceId: source.id,
        sourceNumber: source.number ?? null,
        unitCost: m.unitCost ?? null,
        note: m.note ?? null,
        importId: m.importId ?? null,
        createdBy: userId,
        delta: delta.get(key(m)),
      })),
    ),
  });
  const levels = row!.levels as { productId: number; locationId: number; onHand: string }[];
  const onHand = new Map(levels.map((l) => [key(l), l.onHand]));
  const short = ordered.filter((t) => qty.compare(t.delta, 0) < 0 && qty.compare(onHand.get(key(t))!, 0) < 0);
  if (short.length > 0 && shortStock === 'record') await recordShortage(tx, tenantId, source, short, onHand);
  else if (short.length > 0 && !(await allowsNegativeStock(tx))) await refuseShortage(tx, short, onHand);
  const ids = row!.ids as number[];

  const links = moving.flatMap((m, i) => (m.serialIds ?? []).map((serialId) => ({ tenantId, movementId: ids[i]!, serialId })));
  if (links.length > 0) await tx.insert(stockMovementSerials).values(links);
  return ids;
}

/** Keeps how far below zero each product went (only what this posting took below zero, not what was short before). */
async function recordShortage(
  tx: Tx,
  tenantId: number,
  source: MovementSource,
  short: { productId: number; locationId: number; delta: string }[],
  onHand: Map<string, string>,
): Promise<void> {
  await tx.insert(stockShortages).values(
    short.map((s) => {
      const after = onHand.get(key(s))!;
      const before = qty.sub(after, s.delta);
      // Below zero by the whole quantity when it was already at or below zero, else by what was missing.
      const quantityShort = qty.compare(before, 0) <= 0 ? qty.sub(0, s.delta) : qty.sub(0, after);
      return {
        tenantId,
        productId: s.productId,
        locationId: s.locationId,
        sourceType: source.type,
        sourceId: source.id,
        quantityShort,
        balanceAfter: after,
      };
    }),
  );
}

async function refuseShortage(
  tx: Tx,
  short: { productId: number; locationId: number; delta: string }[],
  onHand: Map<string, string>,
): Promise<never> {
  const first = short[0]!;
  const [product] = await tx
    .select({ name: products.productName, sku: products.sku })
    .from(products)
    .where(shopWhere(tx, products, eq(products.id, first.productId)));
  const [location] = await tx
    .select({ name: stockLocations.name })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, eq(stockLocations.id, first.locationId)));
  const before = qty.sub(onHand.get(key(first))!, first.delta);
  const needed = qty.sub(0, first.delta);
  const more = short.length > 1 ? ` (and ${short.length - 1} more)` : '';
  throw conflict(
    `Not enough stock of ${product?.name ?? 'a product'} (${product?.sku ?? '?'}) at ${location?.name ?? 'the location'}: ${before} on hand, ${needed} needed${more}.`,
  );
}

/** Locks and reads on hand of some (product, location) pairs, creating missing rows at zero. */
export async function lockOnHand(
  tx: Tx,
  tenantId: number,
  pairs: { productId: number; locationId: number }[],
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const unique = [...new Map(pairs.map((p) => [key(p), p])).values()].sort(
    (a, b) => a.locationId - b.locationId || a.productId - b.productId,
  );
  await tx
    .insert(stockLevels)
    .values(unique.map((p) => ({ tenantId, productId: p.productId, locationId: p.locationId, onHand: '0' })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ productId: stockLevels.productId, locationId: stockLevels.locationId, onHand: stockLevels.onHand })
    .from(stockLevels)
    .where(
      shopWhere(
        tx,
        stockLevels,
        and(
          inArray(stockLevels.productId, [...new Set(unique.map((p) => p.productId))]),
          inArray(stockLevels.locationId, [...new Set(unique.map((p) => p.locationId))]),
        ),
      ),
    )
    .orderBy(stockLevels.locationId, stockLevels.productId)
    .for('update');
  return new Map(rows.map((r) => [key(r), r.onHand]));
}

export { key as stockKey };
