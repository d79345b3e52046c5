import { api } from '@/lib/api-client';
import { PRODUCTS_RESOURCE } from '../types';
import type { ProductBodyOut } from '../components/product-form/product-payload';
import type { SavedProduct } from './create-product';

/** PUT inventory/products/{id}: what the body leaves out keeps its stored value. */
export function updateProduct(id: number, body: Partial<ProductBodyOut>): Promise<SavedProduct> {
  return api.put<SavedProduct>(`${PRODUCTS_RESOURCE}/${id}`, body);
}
