import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { CUSTOMERS_RESOURCE } from '../types';
import type { CustomerFormValues } from '../components/customer-form-schema';
import type { SavedCustomer } from './create-customer';

export function updateCustomer({ id, body }: { id: number; body: CustomerFormValues }): Promise<SavedCustomer> {
  return api.put<SavedCustomer>(`${CUSTOMERS_RESOURCE}/${id}`, body);
}

/** Updating a customer changes its detail, every list and, with isDefault, the other customers. */
export function useUpdateCustomer() {
  return useResourceMutation(CUSTOMERS_RESOURCE, updateCustomer);
}
