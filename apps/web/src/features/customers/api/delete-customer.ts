import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { CUSTOMERS_RESOURCE } from '../types';

export function deleteCustomer(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${CUSTOMERS_RESOURCE}/${id}`);
}

/** Deletes one customer or several (the bulk Delete Selected), then refreshes every customer list. */
export function useDeleteCustomers() {
  return useResourceMutation(CUSTOMERS_RESOURCE, async (ids: number[]) => Promise.allSettled(ids.map((id) => deleteCustomer(id))));
}
