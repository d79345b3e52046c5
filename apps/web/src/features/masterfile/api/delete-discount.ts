import { api } from '@/lib/api-client';
import { DISCOUNTS_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deleteDiscount(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${DISCOUNTS_RESOURCE}/${id}`);
}

export function useDeleteDiscount() {
  return useResourceMutation(DISCOUNTS_RESOURCE, deleteDiscount);
}
