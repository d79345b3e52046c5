import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { RMAS_RESOURCE } from '../types';

export const CUSTOMER_CREDITS_RESOURCE = 'rma-warranty/customer-credits';

/** POST rma-warranty/customer-credits/{id}/apply: the credit's balance off what the customer owes now (409 when nothing is owed). */
export function applyCustomerCredit(id: number) {
  return api.post<{ message?: string }>(`${CUSTOMER_CREDITS_RESOURCE}/${id}/apply`, {});
}

export function useApplyCustomerCredit() {
  return useResourceMutation(
    [CUSTOMER_CREDITS_RESOURCE, RMAS_RESOURCE, 'finance/receivables', 'finance/payments', 'sales/sales-orders'],
    applyCustomerCredit,
  );
}
