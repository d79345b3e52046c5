import { and, eq, inArray, sql } from 'drizzle-orm';
import { SERIAL_IN_STOCK_STATUSES, type SerialSource, type SerialStatus } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { serialNumbers } from '../../db/schema/inventory';
import { conflict, invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

type Product = { id: number; productName: string };

/**
 * Whether a unit is held by the shop: IN_STOCK, or RETURNED (a customer's return put back into
 * stock), at a location. A RETURNED unit without one has left (to its supplier, or written off).
 */
export function isSerialInStock(row: { status: SerialStatus; locationId: number | null }): boolean {
  return row.locationId !== null && (SERIAL_IN_STOCK_STATUSES as readonly SerialStatus[]).includes(row.status);
}

function normalize(field: string, list: string[]): string[] {
  const trimmed = list.map((s) => s.trim());
  const seen = new Set<string>();
  for (const s of trimmed) {
    if (seen.has(s.toLowerCase())) throw invalid({ [field]: [`The serial number ${s} is listed twice.`] });
    seen.add(s.toLowerCase());
  }
  return trimmed;
}

/** A serial-tracked product moves whole units, one serial number each. */
export function checkSerialCount(
  field: string,
  product: Product & { isSerialized: boolean },
  baseQuantity: string,
  serials: string[],
): void {
  if (!product.isSerialized) {
    if (serials.length > 0) throw invalid({ [field]: [`${product.productName} is not serial-tracked; send no serial numbers.`] });
    return;
  }
  const units = Math.abs(Number(baseQuantity));
  if (!Number.isInteger(units)) throw invalid({ [field]: [`${product.productName} is serial-tracked: move whole units.`] });
  if (serials.length !== units) {
    throw invalid({
      [field]: [
        `${product.productName} is serial-tracked: give ${units} serial number${units === 1 ? '' : 's'}, one per unit (${serials.length} given).`,
      ],
    });
  }
}

/**
 * Units coming into stock at a location: new serial numbers are recorded; a known one that left
 * (sold, returned, written off) comes back. One already in stock (IN_STOCK or RETURNED at a
 * location) is refused: an input error (422) where the user typed it, a conflict with the stock
 * (409, `conflictWhenInStock`) where a supplier's delivery names a unit the shop already holds.
 * They come in IN_STOCK, or RETURNED (`status`) when a customer brought them back (an RMA).
 */
export async function receiveSerials(
  tx: Tx,
  tenantId: number,
  field: string,
  product: Product,
  locationId: number,
  list: string[],
  source: { source: SerialSource; sourceId: number },
  options: { conflictWhenInStock?: boolean; status?: (typeof SERIAL_IN_STOCK_STATUSES)[number] } = {},
): Promise<number[]> {
  if (list.length === 0) return [];
  const status = options.status ?? 'IN_STOCK';
  const serials = normalize(field, list);
  const lower = serials.map((s) => s.toLowerCase());
  const existing = await tx
    .select({
      id: serialNumbers.id,
      serialNumber: serialNumbers.serialNumber,
      status: serialNumbers.status,
      locationId: serialNumbers.locationId,
    })
    .from(serialNumbers)
    .where(
      shopWhere(tx, serialNumbers, and(eq(serialNumbers.productId, product.id), inArray(sql`lower(${serialNumbers.serialNumber})`, lower))),
    )
    .for('update');
  const inStock = existing.filter(isSerialInStock);
  if (inStock.length > 0) {
    const message = `The serial number ${inStock.map((e) => e.serialNumber).join(', ')} of ${product.productName} is already in stock.`;
    throw options.conflictWhenInStock ? conflict(message) : invalid({ [field]: [message] });
  }
  const ids: number[] = [];
  for (const serial of serials) {
    const known = existing.find((e) => e.serialNumber.toLowerCase() === serial.toLowerCase());
    if (known) {
      await tx
        .update(serialNumbers)
        .set({ status, locationId, ...source })
        .where(shopWhere(tx, serialNumbers, eq(serialNumbers.id, known.id)));
      ids.push(known.id);
    } else {
      const [row] = await tx
        .insert(serialNumbers)
        .values({ tenantId, productId: product.id, serialNumber: serial, status, locationId, ...source })
        .returning({ id: serialNumbers.id });
      ids.push(row!.id);
    }
  }
  return ids;
}

/**
 * Units leaving a location: each serial number must be in stock there (IN_STOCK or RETURNED). They
 * become `status` and leave their location, or, for a transfer, move to `toLocationId` and keep
 * their status (a customer's returned unit stays RETURNED, so its history stays visible).
 */
export async function releaseSerials(
  tx: Tx,
  field: string,
  product: Product,
  locationId: number,
  list: string[],
  change: ({ status: Exclude<SerialStatus, 'IN_STOCK'> } | { toLocationId: number }) & { source: SerialSource; sourceId: number },
  options: { conflictWhenMissing?: boolean } = {},
): Promise<number[]> {
  if (list.length === 0) return [];
  const serials = normalize(field, list);
  const rows = await tx
    .select({
      id: serialNumbers.id,
      serialNumber: serialNumbers.serialNumber,
      status: serialNumbers.status,
      locationId: serialNumbers.locationId,
    })
    .from(serialNumbers)
    .where(
      shopWhere(
        tx,
        serialNumbers,
        and(
          eq(serialNumbers.productId, product.id),
          inArray(
            sql`lower(${serialNumbers.serialNumber})`,
            serials.map((s) => s.toLowerCase()),
          ),
        ),
      ),
    )
    .for('update');
  const usable = rows.filter((r) => isSerialInStock(r) && r.locationId === locationId);
  const missing = serials.filter((s) => !usable.some((u) => u.serialNumber.toLowerCase() === s.toLowerCase()));
  if (missing.length > 0) {
    const message = `The serial number ${missing.join(', ')} of ${product.productName} is not in stock at this location.`;
    // A document being undone finds its units gone (sold, moved): a conflict with the stock, not bad input.
    throw options.conflictWhenMissing ? conflict(message) : invalid({ [field]: [message] });
  }
  const ids = usable.map((u) => u.id);
  await tx
    .update(serialNumbers)
    .set({
      ...('toLocationId' in change ? { locationId: change.toLocationId } : { status: change.status, locationId: null }),
      source: change.source,
      sourceId: change.sourceId,
    })
    .where(shopWhere(tx, serialNumbers, inArray(serialNumbers.id, ids)));
  return ids;
}
