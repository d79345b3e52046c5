import { and, asc, eq, inArray } from 'drizzle-orm';
import { divRound, fromScaled, qty, QTY, toScaled } from '@oim/shared/decimal';
import { sumCentavos, toCentavos, toPesos } from '@oim/shared/pos/money';
import { UNSELLABLE_CONDITIONS, type RmaBody } from '@oim/shared/schemas/rma';
import type { Tx } from '../../db/client';
import { paymentTypes, stockLocations } from '../../db/schema/masterfile';
import { productWarranties, rmaItems, rmas } from '../../db/schema/rma';
import { fieldErrors } from '@oim/shared/field-errors';
import { conflict, invalid, type FieldErrors } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import { nextDocumentNumber } from '../../platform/documents';
import type { ServiceContext } from '../../platform/service-context';
import { readReturnSale, returnAmountCents, returnableLines, type ReturnLine } from './returnable';

/** The base-unit quantity of `quantity` of a line's unit. */
export function baseOf(line: Pick<ReturnLine, 'orderedQuantity' | 'baseQuantity'>, quantity: string): string {
  return fromScaled(divRound(toScaled(quantity, QTY) * toScaled(line.baseQuantity, QTY), toScaled(line.orderedQuantity, QTY)), QTY);
}

const add = (errors: FieldErrors, key: string, message: string) => {
  (errors[key] ??= []).push(message);
};

/** Ids among `ids` that are rows of the table in this shop (row-level security shows only this shop's). */
async function known(tx: Tx, table: typeof stockLocations | typeof paymentTypes, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(shopWhere(tx, table, inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Of the given locations of this shop, those whose goods may be sold. */
async function sellableLocations(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, and(inArray(stockLocations.id, ids), eq(stockLocations.sellable, true))));
  return new Set(rows.map((r) => r.id));
}

/** The shop's first active non-sellable location (where returned goods wait), or null when it has none. */
async function firstNonSellableLocation(tx: Tx): Promise<number | null> {
  const [row] = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, and(eq(stockLocations.sellable, false), eq(stockLocations.isActive, true))))
    .orderBy(asc(stockLocations.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Records a return (REQUESTED) of goods sold on one sale. The sale is locked first, so two returns
 * of it queue and the second counts what the first took: never more than was sold comes back.
 * Nothing moves yet; resolving it posts the stock, money and warranties.
 */
export async function createRma(ctx: ServiceContext, body: RmaBody): Promise<number> {
  const { tx, tenantId, userId } = ctx;
  const sale = await readReturnSale(tx, body.salesOrderId, true);
  if (!sale) throw invalid({ salesOrderId: ['The selected sales order is invalid.'] });
  if (sale.status !== 'COMPLETED') throw conflict(`${sale.salesOrderNumber} is voided: nothing can be returned from it.`);
  const lines = await returnableLines(tx, sale);
  const errors = fieldErrors();

  const locationIds = body.lines.flatMap((l) => [
    ...(typeof l.restockTo === 'number' ? [l.restockTo] : []),
    ...(l.replacementLocationId ? [l.replacementLocationId] : []),
  ]);
  const locations = await known(tx, stockLocations, [...new Set(locationIds)]);
  const sellable = await sellableLocations(tx, [...locations]);
  // Damaged or defective goods never go back on the shelf unasked: the first non-sellable location, else written off.
  const unsellableDefault = body.lines.some(
    (l) => l.restockTo === null && l.resolution !== 'REPAIR' && UNSELLABLE_CONDITIONS.includes(l.condition),
  )
    ? await firstNonSellableLocation(tx)
    : null;
  if (unsellableDefault !== null) locations.add(unsellableDefault);
  if (body.refundPaymentTypeId !== null && !(await known(tx, paymentTypes, [body.refundPaymentTypeId])).has(body.refundPaymentTypeId))
    add(errors, 'refundPaymentTypeId', 'The selected refund payment type is invalid.');
  const warrantyIds = body.lines.flatMap((l) => (l.warrantyId ? [l.warrantyId] : []));
  const warranties =
    warrantyIds.length === 0
      ? []
      : await tx
          .select({ id: productWarranties.id, salesOrderItemId: productWarranties.salesOrderItemId })
          .from(productWarranties)
          .where(
            shopWhere(tx, productWarranties, and(inArray(productWarranties.id, warrantyIds), eq(productWarranties.salesOrderId, sale.id))),
          );

  const taken = new Map<number, string>();
  const serialsTaken = new Set<string>();
  const rows: (typeof rmaItems.$inferInsert)[] = [];
  const claimed = new Map<number, { quantity: string; cents: number }>();
  for (const [i, item] of body.lines.entries()) {
    const field = (name: string) => `lines.${i}.${name}`;
    const line = lines.find((l) => l.salesOrderLineId === item.salesOrderLineId);
    if (!line) {
      add(errors, field('salesOrderLineId'), 'The selected sales order line is not a returnable line of this sale.');
      continue;
    }
    const before = taken.get(line.salesOrderLineId) ?? '0';
    const total = qty.add(before, item.quantity);
    if (qty.compare(total, line.returnableQuantity) > 0) {
      add(
        errors,
        field('quantity'),
        `Only ${Number(line.returnableQuantity)} of ${line.productName} can still be returned (${Number(line.soldQuantity)} sold, ${Number(line.returnedQuantity)} returned).`,
      );
      continue;
    }
    taken.set(line.salesOrderLineId, total);
    const baseQuantity = baseOf(line, item.quantity);
    const serials = (item.serialNumbers ?? []).map((s) => s.trim());
    if (line.isSerialized) {
      const units = Number(baseQuantity);
      if (!qty.isWhole(baseQuantity)) add(errors, field('quantity'), `${line.productName} is serial-tracked: return whole units.`);
      else if (serials.length !== units)
        add(
          errors,
          field('serialNumbers'),
          `${line.productName} is serial-tracked: give ${units} serial number${units === 1 ? '' : 's'}, one per unit (${serials.length} given).`,
        );
      const offered = new Set(line.serialNumbers.map((s) => s.toLowerCase()));
      for (const s of serials) {
        if (!offered.has(s.toLowerCase()) || serialsTaken.has(s.toLowerCase()))
          add(errors, field('serialNumbers'), `The serial number ${s} was not sold on this line or is already being returned.`);
        serialsTaken.add(s.toLowerCase());
      }
    } else if (serials.length > 0)
      add(errors, field('serialNumbers'), `${line.productName} is not serial-tracked; send no serial numbers.`);

    const repair = item.resolution === 'REPAIR';
    const unsellable = UNSELLABLE_CONDITIONS.includes(item.condition);
    const restockTo = !repair && unsellable && item.restockTo === null ? (unsellableDefault ?? 'WRITE_OFF') : item.restockTo;
    if (unsellable && typeof restockTo === 'number' && sellable.has(restockTo))
      add(
        errors,
        field('restockTo'),
        `Goods returned ${item.condition.toLowerCase()} cannot go back to a sellable location: choose a non-sellable location or WRITE_OFF.`,
      );
    if (repair && restockTo !== null)
      add(errors, field('restockTo'), 'A unit sent for repair stays the customer’s: choose no stock location.');
    if (!repair && restockTo === null)
      add(errors, field('restockTo'), 'Choose where the returned goods go: a stock location or WRITE_OFF.');
    if (typeof restockTo === 'number' && !locations.has(restockTo))
      add(errors, field('restockTo'), 'The selected stock location is invalid.');
    const replace = item.resolution === 'REPLACE';
    const replacements = (item.replacementSerialNumbers ?? []).map((s) => s.trim());
    if (!replace && (item.replacementLocationId !== null || replacements.length > 0))
      add(errors, field('resolution'), 'Only a REPLACE line names a replacement.');
    if (item.replacementLocationId !== null && !locations.has(item.replacementLocationId))
      add(errors, field('replacementLocationId'), 'The selected replacement location is invalid.');
    if (replacements.length > 0 && !line.isSerialized)
      add(errors, field('replacementSerialNumbers'), `${line.productName} is not serial-tracked; send no serial numbers.`);
    else if (replacements.length > 0 && replacements.length !== Number(baseQuantity))
      add(errors, field('replacementSerialNumbers'), `Give one replacement serial number per unit (${Number(baseQuantity)}).`);
    if (item.warrantyId !== null && !warranties.some((w) => w.id === item.warrantyId && w.salesOrderItemId === line.salesOrderLineId))
      add(errors, field('warrantyId'), 'The selected warranty is not one of this sale line.');

    // Amounts: what these units were sold for, counting earlier returns and earlier lines of this one.
    const seen = claimed.get(line.salesOrderLineId) ?? { quantity: '0', cents: 0 };
    const cents = returnAmountCents(
      { ...line, claimedQuantity: qty.add(line.claimedQuantity, seen.quantity), claimedCents: line.claimedCents + seen.cents },
      item.quantity,
    );
    claimed.set(line.salesOrderLineId, { quantity: qty.add(seen.quantity, item.quantity), cents: seen.cents + cents });
    rows.push({
      tenantId,
      rmaId: 0,
      lineNumber: i + 1,
      salesOrderItemId: line.salesOrderLineId,
      productId: line.productId,
      sku: line.sku,
      productName: line.productName,
      quantity: item.quantity,
      unit: line.unit,
      baseQuantity,
      serialNumbers: serials,
      reason: item.reason,
      condition: item.condition,
      resolution: item.resolution,
      restockLocationId: typeof restockTo === 'number' ? restockTo : null,
      writeOff: restockTo === 'WRITE_OFF',
      amount: toPesos(cents).toFixed(2),
      replacementLocationId: replace ? (item.replacementLocationId ?? sale.locationId) : null,
      replacementSerialNumbers: replacements,
      warrantyId: item.warrantyId,
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const totalCents = sumCentavos(rows.map((r) => toCentavos(r.amount)));
  const rmaNumber = await nextDocumentNumber(tx, tenantId, 'rma');
  const [rma] = await tx
    .insert(rmas)
    .values({
      tenantId,
      rmaNumber,
      rmaDate: body.rmaDate ?? todayIn(),
      customerId: sale.customerId,
      salesOrderId: sale.id,
      notes: body.notes,
      refundPaymentTypeId: body.refundPaymentTypeId,
      refundReferenceNumber: body.refundReferenceNumber,
      totalAmount: toPesos(totalCents).toFixed(2),
      createdBy: userId,
    })
    .returning({ id: rmas.id });
  await tx.insert(rmaItems).values(rows.map((r) => ({ ...r, rmaId: rma!.id })));
  return rma!.id;
}
