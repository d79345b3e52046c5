import { api } from '@/lib/api-client';
import { PRODUCTS_RESOURCE } from '../types';
import type { SavedProduct } from './create-product';

/** PUT inventory/products/{id}/warranty-template/{templateId} (Assign Warranty Template), or DELETE to remove it (Remove Warranty Template). */
export function setWarrantyTemplate(productId: number, templateId: number | null): Promise<SavedProduct> {
  return templateId === null
    ? api.delete<SavedProduct>(`${PRODUCTS_RESOURCE}/${productId}/warranty-template`, { body: {} })
    : api.put<SavedProduct>(`${PRODUCTS_RESOURCE}/${productId}/warranty-template/${templateId}`);
}
