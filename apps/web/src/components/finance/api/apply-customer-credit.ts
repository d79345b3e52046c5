import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';

const CUSTOMER_CREDITS = 'rma-warranty/customer-credits';

/** POST rma-warranty/customer-credits/{id}/apply: the credit's balance off what the customer owes now (409 when nothing is owed). */
export function applyCustomerCredit(id: number) {
  return api.post<{ message?: string }>(`${CUSTOMER_CREDITS}/${id}/apply`, {});
}

/** Applies a credit; the credits, returns, receivables, payments and sales shown anywhere are fetched again. */
export function useApplyCustomerCredit() {
  return useResourceMutation(
    [CUSTOMER_CREDITS, 'rma-warranty/rmas', 'finance/receivables', 'finance/payments', 'sales/sales-orders'],
    applyCustomerCredit,
  );
}
