import { api } from '@/lib/api-client';

export type TieredPriceRequest = {
  productId: number;
  orderedUomId: number;
  orderedQuantity: number;
  /** The other lines, for pricing groups. */
  orderedPricingGroupProducts: { productId: number; orderedUomId: number; orderedQuantity: number }[];
};

export type TieredPrice = { productId: number; unitPrice: number; appliedBreak?: { minQuantity: number; value: number } | null };

/** PUT inventory/product-prices/tiered-price: the line's unit price for its quantity (spec 7.3). */
export async function getTieredPrice(body: TieredPriceRequest, signal?: AbortSignal): Promise<TieredPrice> {
  return (await api.put<{ data: TieredPrice }>('inventory/product-prices/tiered-price', body, signal ? { signal } : {})).data;
}
