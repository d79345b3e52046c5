import { api } from '@/lib/api-client';
import { PRODUCTS_RESOURCE, type ProductPrice } from '../types';

/** POST inventory/products/{id}/prices {uomId, price} (Save Product Price): sets or replaces that unit's price. */
export function saveProductPrice(productId: number, price: { uomId: number; price: string }) {
  return api.post<{ message?: string; data: ProductPrice }>(`${PRODUCTS_RESOURCE}/${productId}/prices`, price);
}
