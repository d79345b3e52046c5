import { eq, inArray, sql } from 'drizzle-orm';
import { divRound, fromScaled, MONEY, QTY, toScaled } from '@oim/shared/decimal';
import type { Tx } from '../../db/client';
import { products, stockLevels } from '../../db/schema/inventory';
import { shopWhere } from '../../platform/resource/rows';

/** Costs per base unit are kept to 6 places: a box of 24 at ₱100 is ₱4.166667 a piece. */
export const COST_PLACES = 6;

/** The cost of one base unit from a cost per ordered unit and that unit's factor. */
export function baseUnitCost(unitCost: string, factor: string): string {
  const perUnit = toScaled(unitCost, MONEY) * 10n ** BigInt(COST_PLACES - MONEY);
  return fromScaled(divRound(perUnit * 10n ** BigInt(QTY), toScaled(factor, QTY)), COST_PLACES);
}

export type CostedQuantity = { productId: number; baseQuantity: string; baseUnitCost: string };

/**
 * Each product's row locked (in id order, as every cost change does), with its whole on hand across
 * locations. `no key update`, as an update takes: cost changes wait for one another, but a sale's
 * ledger rows (whose reference to the product takes a key share) do not wait for a receipt, which
 * would deadlock with the receipt waiting for the sale's stock rows (the stock totals' revaluation,
 * migration 0031, locks every stock row of a product whose cost changes).
 */
async function lockCosts(tx: Tx, productIds: number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: products.id, averageCost: products.averageCost, cost: products.cost })
    .from(products)
    .where(shopWhere(tx, products, inArray(products.id, ids)))
    .orderBy(products.id)
    .for('no key update');
  const onHand = await tx
    .select({ productId: stockLevels.productId, total: sql<string>`sum(${stockLevels.onHand})::text` })
    .from(stockLevels)
    .where(shopWhere(tx, stockLevels, inArray(stockLevels.productId, ids)))
    .groupBy(stockLevels.productId);
  const totals = new Map(onHand.map((r) => [r.productId, toScaled(r.total ?? '0', QTY)]));
  return rows.map((r) => ({ ...r, onHand: totals.get(r.id) ?? 0n }));
}

const scaled = (v: string) => toScaled(v, COST_PLACES);
/** value (6 places) ÷ quantity (4 places) → 6 places. */
const per = (value: bigint, quantity: bigint) => divRound(value * 10n ** BigInt(QTY), quantity);
/** quantity (4 places) × cost (6 places) → value at 6 places. */
const valueOf = (quantity: bigint, cost: bigint) => divRound(quantity * cost, 10n ** BigInt(QTY));

function totalsByProduct(lines: CostedQuantity[]) {
  const by = new Map<number, { quantity: bigint; value: bigint; last: string }>();
  for (const line of lines) {
    const q = toScaled(line.baseQuantity, QTY);
    const t = by.get(line.productId) ?? { quantity: 0n, value: 0n, last: line.baseUnitCost };
    t.quantity += q;
    t.value += valueOf(q, scaled(line.baseUnitCost));
    t.last = line.baseUnitCost;
    by.set(line.productId, t);
  }
  return by;
}

const asCost = (value: bigint) => fromScaled(value, COST_PLACES);
const asMoney = (value: bigint) => fromScaled(divRound(value, 10n ** BigInt(COST_PLACES - MONEY)), MONEY, true);

/**
 * Goods received change each product's cost to the moving weighted average: what was on hand (at
 * its average, or the cost a user set) and what came, over the quantity of both. Called before the
 * receipt posts to the ledger, in its transaction. The last purchase cost and supplier are kept too.
 */
export async function receiveCosts(tx: Tx, supplierId: number, lines: CostedQuantity[]): Promise<void> {
  const incoming = totalsByProduct(lines);
  for (const product of await lockCosts(tx, [...incoming.keys()])) {
    const came = incoming.get(product.id)!;
    const previous = product.averageCost ?? product.cost;
    const held = previous === null || product.onHand < 0n ? 0n : product.onHand;
    const quantity = held + came.quantity;
    const value = (previous === null ? 0n : valueOf(held, scaled(previous))) + came.value;
    const average = quantity > 0n ? per(value, quantity) : scaled(came.last);
    await tx
      .update(products)
      .set({
        averageCost: asCost(average),
        cost: asMoney(average),
        lastPurchaseCost: asMoney(scaled(came.last)),
        lastSupplierId: supplierId,
      })
      .where(shopWhere(tx, products, eq(products.id, product.id)));
  }
}

/**
 * A voided receipt takes its goods back out of the average: (on hand × average − what it brought) over
 * what remains. With nothing left, or a value that would go below zero, the average stays as it is.
 */
export async function reverseCosts(tx: Tx, lines: CostedQuantity[]): Promise<void> {
  const outgoing = totalsByProduct(lines);
  for (const product of await lockCosts(tx, [...outgoing.keys()])) {
    if (product.averageCost === null) continue;
    const left = outgoing.get(product.id)!;
    const quantity = product.onHand - left.quantity;
    const value = valueOf(product.onHand, scaled(product.averageCost)) - left.value;
    if (quantity <= 0n || value < 0n) continue;
    const average = per(value, quantity);
    await tx
      .update(products)
      .set({ averageCost: asCost(average), cost: asMoney(average) })
      .where(shopWhere(tx, products, eq(products.id, product.id)));
  }
}
