import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PRODUCTS_RESOURCE } from '../types';

export type AssignedBarcode = { productId: number; barcode: string };

/** POST inventory/products/assign-barcodes (Edit Products): the shop's own EAN-13 for each product without a barcode. */
export function assignBarcodes(productIds: number[]): Promise<{ message: string; data: AssignedBarcode[] }> {
  return api.post<{ message: string; data: AssignedBarcode[] }>(`${PRODUCTS_RESOURCE}/assign-barcodes`, { productIds });
}

export function useAssignBarcodes() {
  return useResourceMutation(PRODUCTS_RESOURCE, assignBarcodes);
}
