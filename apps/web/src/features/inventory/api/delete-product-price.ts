import { api } from '@/lib/api-client';
import { PRODUCTS_RESOURCE } from '../types';

/** DELETE inventory/products/{id}/prices/{priceId} (Delete Product Price). */
export function deleteProductPrice(productId: number, priceId: number) {
  return api.delete<{ message?: string }>(`${PRODUCTS_RESOURCE}/${productId}/prices/${priceId}`, { body: {} });
}
