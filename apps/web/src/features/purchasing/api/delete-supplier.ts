import { SUPPLIERS_RESOURCE } from '@/components/autocomplete/api/records';
import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a supplier on purchase orders or products is refused with 409 and a message saying so. */
export function deleteSupplier(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${SUPPLIERS_RESOURCE}/${id}`);
}

export function useDeleteSupplier() {
  return useResourceMutation(SUPPLIERS_RESOURCE, deleteSupplier);
}
