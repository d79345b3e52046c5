import { api } from '@/lib/api-client';
import { PRODUCT_CATEGORIES_RESOURCE } from '@/components/autocomplete/api/records';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deleteProductCategory(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${PRODUCT_CATEGORIES_RESOURCE}/${id}`);
}

export function useDeleteProductCategory() {
  return useResourceMutation(PRODUCT_CATEGORIES_RESOURCE, deleteProductCategory);
}
