import { api } from '@/lib/api-client';
import { PRODUCTS_RESOURCE, type Product } from '../types';
import type { ProductBodyOut } from '../components/product-form/product-payload';

export type SavedProduct = { message?: string; data: Product };

/** POST inventory/products. */
export function createProduct(body: ProductBodyOut): Promise<SavedProduct> {
  return api.post<SavedProduct>(PRODUCTS_RESOURCE, body);
}
