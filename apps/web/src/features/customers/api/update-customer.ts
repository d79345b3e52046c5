import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { CUSTOMERS_RESOURCE } from '../types';
import type { CustomerFormValues } from '../components/customer-form-schema';
import type { SavedCustomer } from './create-customer';

export function updateCustomer({ id, body }: { id: number; body: CustomerFormValues }): Promise<SavedCustomer> {
  return api.put<SavedCustomer>(`${CUSTOMERS_RESOURCE}/${id}`, body);
}

/** Updating a customer changes its detail, every list and, with isDefault, the other customers. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(CUSTOMERS_RESOURCE) }),
  });
}
