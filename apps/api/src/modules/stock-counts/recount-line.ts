import { and, asc, eq, isNull } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import { columnMax } from '@oim/shared/schemas/fields';
import type { Tx } from '../../db/client';
import { stockCountEntries, stockCountLines } from '../../db/schema/stock-counts';
import { invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

export type LockedLine = { id: number; productId: number };

/** What a line keeps of its entries. */
export type LineCount = { counted: string | null; lastEntryAt: Date | null; entryCount: number };

/**
 * Locks a product's line of a count (FOR UPDATE) before anything of its entries is written: an
 * entry's insert takes a key-share lock on the line (its reference), and two entries that both
 * held that and then asked for the update lock would deadlock. Undefined when the product is not
 * in the count.
 */
export async function lockStockCountLine(tx: Tx, stockCountId: number, productId: number): Promise<LockedLine | undefined> {
  const [line] = await tx
    .select({ id: stockCountLines.id, productId: stockCountLines.productId })
    .from(stockCountLines)
    .where(shopWhere(tx, stockCountLines, and(eq(stockCountLines.stockCountId, stockCountId), eq(stockCountLines.productId, productId))))
    .for('update');
  return line;
}

/** A counted total beyond what a quantity column holds (entries that add up past it). */
const MAX_COUNTED = qty.parse(columnMax(4));

/**
 * Each counter's total of a product from their live entries in the order the devices counted them
 * (countedAt, then id): ADD adds, SET replaces that counter's total. The product's count is the sum
 * of the counters' totals; a serial-tracked product's is the number of distinct serials scanned.
 */
export function countOf(
  entries: { userId: number; mode: 'ADD' | 'SET'; baseQuantity: string; serialNumbers: string[]; countedAt: Date }[],
  isSerialized: boolean,
): LineCount {
  if (entries.length === 0) return { counted: null, lastEntryAt: null, entryCount: 0 };
  let lastEntryAt = entries[0]!.countedAt;
  for (const e of entries) if (e.countedAt > lastEntryAt) lastEntryAt = e.countedAt;
  if (isSerialized) {
    // Serial numbers compare case-insensitively, as the serial registry compares them.
    const serials = new Set(entries.flatMap((e) => e.serialNumbers.map((s) => s.toLowerCase())));
    return { counted: String(serials.size), lastEntryAt, entryCount: entries.length };
  }
  const totals = new Map<number, bigint>();
  for (const e of entries) {
    const base = qty.parse(e.baseQuantity);
    totals.set(e.userId, e.mode === 'SET' ? base : (totals.get(e.userId) ?? 0n) + base);
  }
  let counted = 0n;
  for (const total of totals.values()) counted += total;
  if (counted > MAX_COUNTED) throw invalid({ quantity: [`The counted total may not exceed ${columnMax(4)}.`] });
  return { counted: qty.format(counted), lastEntryAt, entryCount: entries.length };
}

/**
 * Recounts a line from its live entries, in the entry's transaction, with the line row locked
 * (FOR UPDATE: 30 phones on one product serialise here, other products do not wait), and keeps
 * counted, last_entry_at and entry_count on it.
 */
export async function recountLine(
  tx: Tx,
  stockCountId: number,
  productId: number,
  isSerialized: boolean,
): Promise<LineCount & { lineId: number }> {
  const line = await lockStockCountLine(tx, stockCountId, productId);
  if (!line) throw new Error(`stock count ${stockCountId} has no line of product ${productId}`);
  const entries = await tx
    .select({
      userId: stockCountEntries.userId,
      mode: stockCountEntries.mode,
      baseQuantity: stockCountEntries.baseQuantity,
      serialNumbers: stockCountEntries.serialNumbers,
      countedAt: stockCountEntries.countedAt,
    })
    .from(stockCountEntries)
    .where(shopWhere(tx, stockCountEntries, and(eq(stockCountEntries.lineId, line.id), isNull(stockCountEntries.removedAt))))
    .orderBy(asc(stockCountEntries.countedAt), asc(stockCountEntries.id));
  const count = countOf(entries, isSerialized);
  await tx
    .update(stockCountLines)
    .set({ counted: count.counted, lastEntryAt: count.lastEntryAt, entryCount: count.entryCount })
    .where(shopWhere(tx, stockCountLines, eq(stockCountLines.id, line.id)));
  return { ...count, lineId: line.id };
}
