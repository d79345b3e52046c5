import { toCentavos, toPesos } from '@oim/shared/pos/money';

/** An open document a payment may go to, oldest due first. */
export type OpenDocument = { id: number; number: string; dueDate: string; balance: number; overdue: boolean };

/** One row of the payment dialog: whether the document is paid by this payment, and how much. */
export type AllocationLine = { documentId: number; selected: boolean; amount: string };

/** Text of an amount as typed in a field: a number with at most two decimals, else null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const fixed = (centavos: number) => toPesos(centavos).toFixed(2);

/**
 * The amount spread over the documents oldest due first, each up to its balance (what the server
 * does when no allocation is given); the documents it does not reach are left unticked.
 */
export function allocateOldestFirst(documents: readonly OpenDocument[], amount: number | null): AllocationLine[] {
  let left = amount === null ? 0 : toCentavos(amount);
  return documents.map((d) => {
    const take = Math.min(left, toCentavos(d.balance));
    left -= take;
    return { documentId: d.id, selected: take > 0, amount: take > 0 ? fixed(take) : '' };
  });
}

/** What the ticked lines add up to, in centavos (an unreadable amount counts as 0). */
export function allocatedCentavos(lines: readonly AllocationLine[]): number {
  return lines.reduce((sum, l) => sum + (l.selected ? toCentavos(parseAmount(l.amount) ?? 0) : 0), 0);
}

/**
 * Ticking a document gives it what is not yet allocated of the amount, up to its balance (or its
 * whole balance when nothing is left, so the amount can be raised to match); unticking clears it.
 */
export function toggleLine(
  lines: readonly AllocationLine[],
  documents: readonly OpenDocument[],
  index: number,
  amount: number | null,
): AllocationLine[] {
  const line = lines[index];
  const document = documents[index];
  if (!line || !document) return [...lines];
  if (line.selected) return lines.map((l, i) => (i === index ? { ...l, selected: false, amount: '' } : l));
  const unallocated = (amount === null ? 0 : toCentavos(amount)) - allocatedCentavos(lines);
  const balance = toCentavos(document.balance);
  const take = unallocated > 0 ? Math.min(unallocated, balance) : balance;
  return lines.map((l, i) => (i === index ? { ...l, selected: true, amount: fixed(take) } : l));
}
