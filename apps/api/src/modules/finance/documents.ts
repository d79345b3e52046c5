import { payables } from '../../db/schema/finance';
import { receivables } from '../../db/schema/sales-documents';

/** Which side of the books a payment settles: what customers owe the shop, or what it owes suppliers. */
export type Side = 'receivable' | 'payable';

/** The table of a side's documents (both have amount, paid, balance, status and dueDate). */
export function documentTable(side: Side) {
  return side === 'receivable' ? receivables : payables;
}
