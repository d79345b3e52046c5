import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUPPLIERS_RESOURCE } from '@/components/autocomplete/api/records';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';

/** DELETE; a supplier on purchase orders or products is refused with 409 and a message saying so. */
export function deleteSupplier(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${SUPPLIERS_RESOURCE}/${id}`);
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(SUPPLIERS_RESOURCE) }),
  });
}
