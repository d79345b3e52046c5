import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PRICE_TABLE_RESOURCE, PRODUCTS_RESOURCE } from '../types';

/** One price: the product's own (base) unit, or no unit, sets its base price; another unit its unit price. */
export type BulkPrice = { productId: number; uomId?: number; price: string };

/** POST inventory/products/bulk-prices (Update Bulk Prices): all or nothing. */
export function bulkUpdatePrices(productPrices: BulkPrice[]): Promise<{ message?: string }> {
  return api.post<{ message?: string }>(`${PRODUCTS_RESOURCE}/bulk-prices`, { productPrices });
}

export function useBulkUpdatePrices() {
  return useResourceMutation([PRODUCTS_RESOURCE, PRICE_TABLE_RESOURCE], bulkUpdatePrices);
}
