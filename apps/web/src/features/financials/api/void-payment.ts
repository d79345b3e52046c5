import { FINANCE_RESOURCES, PAYMENTS_RESOURCE, type Payment } from '@/components/finance/finance-types';
import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE finance/payments/{id} (Void Payments): what it paid is open again (a store credit's use: back on the credit); a voided one is 409. */
export function voidPayment({ id, reason }: { id: number; reason: string }) {
  const trimmed = reason.trim();
  return api.delete<{ message?: string; data: Payment }>(`${PAYMENTS_RESOURCE}/${id}`, { body: trimmed ? { reason: trimmed } : {} });
}

/** Voids a payment; a store credit's use goes back on the credit, so the credits are fetched again too. */
export function useVoidPayment() {
  return useResourceMutation([...FINANCE_RESOURCES, 'rma-warranty/customer-credits', 'rma-warranty/rmas'], voidPayment);
}
