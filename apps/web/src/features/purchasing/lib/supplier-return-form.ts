import { divRound, fromScaled, qty, QTY, toScaled } from '@oim/shared/decimal';
import type { SupplierReturnBody } from '@oim/shared/schemas/purchasing';
import { isDecimalText } from '@/lib/quantity';
import type { PurchaseReceiptItem, SupplierReturn } from '../types';

/** What the dialog holds for one line of the receipt. */
export type ReturnLineDraft = { selected: boolean; quantity: string; serialNumbers: string[] };

export const emptyDraft = (): ReturnLineDraft => ({ selected: false, quantity: '', serialNumbers: [] });

/** How much of each receipt line earlier returns sent back, in the line's unit. */
export function returnedByLine(returns: readonly SupplierReturn[]): Map<number, string> {
  const returned = new Map<number, string>();
  for (const r of returns)
    for (const item of r.items ?? [])
      returned.set(item.purchaseReceiptItemId, qty.add(returned.get(item.purchaseReceiptItemId) ?? '0', item.quantity));
  return returned;
}

/** Received − returned: what can still go back on a line (never below 0). */
export function returnableOf(item: Pick<PurchaseReceiptItem, 'id' | 'quantity'>, returned: Map<number, string>): string {
  const left = qty.sub(item.quantity, returned.get(item.id) ?? '0');
  return qty.compare(left, 0) > 0 ? left : '0';
}

/** The line's quantity (in its unit) of so many serial-tracked base units: 3 serials of a line in boxes of 3 → 1. */
export function quantityOfUnits(item: Pick<PurchaseReceiptItem, 'quantity' | 'baseQuantity'>, units: number): string {
  if (qty.compare(item.quantity, item.baseQuantity) === 0) return String(units);
  return fromScaled(divRound(toScaled(units, QTY) * toScaled(item.quantity, QTY), toScaled(item.baseQuantity, QTY)), QTY);
}

export type ReturnLine = {
  item: Pick<PurchaseReceiptItem, 'id' | 'quantity' | 'baseQuantity'>;
  isSerialized: boolean;
  returnable: string;
  draft: ReturnLineDraft;
};

export type BuiltReturn = { body: SupplierReturnBody; errors: null } | { body: null; errors: Record<string, string> };

/**
 * The request body of the ticked lines, or what to fix first, keyed `items.<receipt line id>.<field>`
 * (and `reason`, `items`). The server checks it all again; this only saves a round trip.
 */
export function buildSupplierReturn(lines: readonly ReturnLine[], reason: string): BuiltReturn {
  const errors: Record<string, string> = {};
  const items: SupplierReturnBody['items'] = [];
  for (const { item, isSerialized, returnable, draft } of lines) {
    if (!draft.selected) continue;
    const key = `items.${item.id}`;
    if (isSerialized) {
      if (draft.serialNumbers.length === 0) errors[`${key}.serialNumbers`] = 'Pick the serial numbers going back.';
      else if (qty.compare(quantityOfUnits(item, draft.serialNumbers.length), returnable) > 0)
        errors[`${key}.serialNumbers`] = `Only ${Number(returnable)} can still be returned.`;
      else
        items.push({
          purchaseReceiptItemId: item.id,
          quantity: quantityOfUnits(item, draft.serialNumbers.length),
          serialNumbers: draft.serialNumbers,
        });
      continue;
    }
    const text = draft.quantity.trim();
    if (!isDecimalText(text) || qty.compare(text, 0) <= 0) errors[`${key}.quantity`] = 'Enter a quantity above 0.';
    else if (!/^\d+(\.\d{1,4})?$/.test(text)) errors[`${key}.quantity`] = 'At most 4 decimal places.';
    else if (qty.compare(text, returnable) > 0) errors[`${key}.quantity`] = `Only ${Number(returnable)} can still be returned.`;
    else items.push({ purchaseReceiptItemId: item.id, quantity: text, serialNumbers: null });
  }
  if (!reason.trim()) errors.reason = 'Say why the goods go back.';
  if (items.length === 0 && Object.keys(errors).every((k) => k === 'reason')) errors.items = 'Tick at least one line to return.';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: { reason: reason.trim(), items }, errors: null };
}

/**
 * The server's field errors (`items.<index>.<field>`, by position in the body) keyed like ours,
 * by receipt line id, so they show on the line they are about.
 */
export function serverErrorsByLine(errors: Record<string, string[]>, body: SupplierReturnBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^items\.(\d+)\.(\w+)/.exec(key);
    const item = match ? body.items[Number(match[1])] : undefined;
    out[item && match ? `items.${item.purchaseReceiptItemId}.${match[2]}` : key] = messages.join(' ');
  }
  return out;
}
