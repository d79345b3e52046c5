import { toCentavos, toPesos } from '@oim/shared/pos/money';
import type { SalesOrder } from '../types';

/**
 * What a sale has had paid and what is still owed on it: a charge or installment payment is a
 * receivable, not money in, so it counts as paid only as it is collected (its amount less its
 * balance). Paid is the payments less the open balances; the balance due is those balances.
 */
export function settlement(order: Pick<SalesOrder, 'paidAmountTotal' | 'receivables'>): { paid: number; balanceDue: number } {
  const due = (order.receivables ?? []).filter((r) => r.status !== 'VOIDED').reduce((sum, r) => sum + toCentavos(r.balance), 0);
  return { paid: toPesos(toCentavos(order.paidAmountTotal) - due), balanceDue: toPesos(due) };
}
