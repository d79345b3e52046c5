import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { CUSTOMERS_RESOURCE } from '../types';

export function deleteCustomer(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${CUSTOMERS_RESOURCE}/${id}`);
}

/** Deletes one customer or several (the bulk Delete Selected), then refreshes every customer list. */
export function useDeleteCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => Promise.allSettled(ids.map((id) => deleteCustomer(id))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(CUSTOMERS_RESOURCE) }),
  });
}
