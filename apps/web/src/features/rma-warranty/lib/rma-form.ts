import { UNSELLABLE_CONDITIONS } from '@oim/shared/schemas/rma';
import type { CreateRmaBody, ReturnableLine, RmaCondition, RmaLineBody, RmaResolution } from '../types';

/** What the create form holds for one line of the sale. */
export type ReturnLineDraft = {
  salesOrderLineId: number;
  selected: boolean;
  /** Non-serialized lines: the quantity typed (in the sale line's unit). */
  quantity: string;
  /** Serialized lines: the serials ticked; the quantity is their count. */
  serialNumbers: string[];
  reason: string;
  condition: RmaCondition;
  resolution: RmaResolution;
  /** A stock location id, 'WRITE_OFF', or '' (none chosen). */
  restockTo: number | 'WRITE_OFF' | '';
  replacementSerialNumbers: string;
};

export type RmaFormState = {
  salesOrderId: number;
  notes: string;
  refundPaymentTypeId: number | '';
  refundReferenceNumber: string;
  lines: ReturnLineDraft[];
};

/** Whether goods in this condition stay off the sellable shelf (damaged or defective). */
export const staysOffShelf = (condition: RmaCondition) => UNSELLABLE_CONDITIONS.includes(condition);

/**
 * Where the server puts a damaged or defective line that names no place: the shop's first active
 * non-sellable location, else written off. Shown as the line's choice while the clerk picks none.
 */
export function offShelfDefault(locations: readonly { id: number; sellable?: boolean; isActive?: boolean }[]): number | 'WRITE_OFF' {
  const bins = locations.filter((l) => l.sellable === false && l.isActive !== false).map((l) => l.id);
  return bins.length > 0 ? Math.min(...bins) : 'WRITE_OFF';
}

/**
 * Good or opened goods go back to where they were sold from unless the clerk says otherwise;
 * damaged or defective ones name no place (''), so they go off the shelf by default.
 */
export function draftLines(lines: ReturnableLine[], options: { restockTo: number | ''; warrantyId?: number | null }): ReturnLineDraft[] {
  return lines.map((line) => {
    const warranty = options.warrantyId ? line.warranties.find((w) => w.id === options.warrantyId) : undefined;
    const serial = warranty?.serialNumber && line.serialNumbers.includes(warranty.serialNumber) ? warranty.serialNumber : null;
    return {
      salesOrderLineId: line.salesOrderLineId,
      selected: warranty !== undefined && line.returnableQuantity > 0,
      quantity: warranty && !line.isSerialized ? String(Math.min(1, line.returnableQuantity)) : '',
      serialNumbers: serial ? [serial] : [],
      reason: '',
      condition: 'DEFECTIVE',
      resolution: warranty ? 'REPLACE' : 'REFUND',
      restockTo: '',
      replacementSerialNumbers: '',
    };
  });
}

/** Serial numbers typed in one box, separated by spaces, commas or new lines. */
export const splitSerials = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The quantity a draft returns: its ticked serials for a serial-tracked line, else what was typed. */
export function draftQuantity(draft: ReturnLineDraft, line: ReturnableLine): string {
  return line.isSerialized ? String(draft.serialNumbers.length) : draft.quantity.trim();
}

/** The warranty a line claims: the ticked unit's, or the line's own when it is not serial-tracked. */
function claimedWarranty(draft: ReturnLineDraft, line: ReturnableLine): number | null {
  if (line.isSerialized) {
    if (draft.serialNumbers.length !== 1) return null;
    return line.warranties.find((w) => w.serialNumber === draft.serialNumbers[0])?.id ?? null;
  }
  return line.warranties.find((w) => w.serialNumber === null)?.id ?? null;
}

/** POST rma-warranty/rmas from the form: the ticked lines only; the server checks every rule again. */
export function buildRmaBody(form: RmaFormState, returnable: ReturnableLine[]): CreateRmaBody {
  const lines: RmaLineBody[] = [];
  for (const draft of form.lines) {
    const line = returnable.find((l) => l.salesOrderLineId === draft.salesOrderLineId);
    if (!line || !draft.selected) continue;
    const warrantyId = claimedWarranty(draft, line);
    const replacements = splitSerials(draft.replacementSerialNumbers);
    lines.push({
      salesOrderLineId: draft.salesOrderLineId,
      quantity: draftQuantity(draft, line),
      ...(line.isSerialized ? { serialNumbers: draft.serialNumbers } : {}),
      reason: draft.reason.trim(),
      condition: draft.condition,
      resolution: draft.resolution,
      restockTo: draft.resolution === 'REPAIR' || draft.restockTo === '' ? null : draft.restockTo,
      ...(draft.resolution === 'REPLACE' && replacements.length > 0 ? { replacementSerialNumbers: replacements } : {}),
      ...(warrantyId ? { warrantyId } : {}),
    });
  }
  const refunds = lines.some((l) => l.resolution === 'REFUND');
  return {
    salesOrderId: form.salesOrderId,
    ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
    ...(refunds && form.refundPaymentTypeId !== '' ? { refundPaymentTypeId: form.refundPaymentTypeId } : {}),
    ...(refunds && form.refundReferenceNumber.trim() ? { refundReferenceNumber: form.refundReferenceNumber.trim() } : {}),
    lines,
  };
}

/**
 * The server's field errors (`lines.2.quantity`) keyed by the sale line they are about, since the
 * body holds only the ticked lines: `{ 'line:<salesOrderLineId>:quantity': '…' }`, other keys as they came.
 */
export function fieldErrorsByLine(errors: Record<string, string[]>, body: CreateRmaBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^lines\.(\d+)(?:\.(.+))?$/.exec(key);
    const line = match ? body.lines[Number(match[1])] : undefined;
    const target = line ? `line:${line.salesOrderLineId}:${match![2] ?? 'line'}` : key;
    if (messages[0] && !(target in out)) out[target] = messages[0];
  }
  return out;
}
