import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { CUSTOMERS_RESOURCE, type Customer } from '../types';
import type { CustomerFormValues } from '../components/customer-form-schema';

export type SavedCustomer = { message?: string; data: Customer };

export function createCustomer(body: CustomerFormValues): Promise<SavedCustomer> {
  return api.post<SavedCustomer>(CUSTOMERS_RESOURCE, body);
}

/** Creating a customer changes every customer list and lookup (and may move the default). */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(CUSTOMERS_RESOURCE) }),
  });
}
