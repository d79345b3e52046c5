import { api } from '@/lib/api-client';
import { STOCK_LOCATIONS_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deleteStockLocation(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${STOCK_LOCATIONS_RESOURCE}/${id}`);
}

export function useDeleteStockLocation() {
  return useResourceMutation(STOCK_LOCATIONS_RESOURCE, deleteStockLocation);
}
