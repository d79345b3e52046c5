import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PRICE_TABLE_RESOURCE, PRODUCTS_RESOURCE, STOCKS_RESOURCE } from '../types';

/** DELETE inventory/products/{id}; a product with stock history is refused (409). */
export function deleteProduct(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${PRODUCTS_RESOURCE}/${id}`, { body: {} });
}

export function useDeleteProduct() {
  return useResourceMutation([PRODUCTS_RESOURCE, PRICE_TABLE_RESOURCE, STOCKS_RESOURCE], deleteProduct);
}
