import { api } from '@/lib/api-client';
import { isNetworkFailure, isOnline } from '@/lib/offline/connectivity';
import { loadOfflineRuntime } from '../offline/load-offline-runtime';
import type { PosFilterType, PosProduct } from '../types';

export const POS_PRODUCTS_PATH = 'sales/pos-products';
/** Results per search: enough to pick from, small enough to answer while the cashier types. */
export const POS_SEARCH_LIMIT = 20;

export type PosProductSearch = { search: string; filterType: PosFilterType; salesChannelId?: number | null; limit?: number };

export const posProductKeys = {
  search: (q: PosProductSearch) =>
    ['sales', 'pos-products', q.filterType, q.search, q.salesChannelId ?? null, q.limit ?? POS_SEARCH_LIMIT] as const,
};

/**
 * GET sales/pos-products: the server searches by product name (default), barcode or SKU. Offline
 * (or when the server gives no answer) the channel's local catalogue answers instead.
 */
export async function searchPosProducts(q: PosProductSearch, signal?: AbortSignal): Promise<PosProduct[]> {
  if (!isOnline()) return (await loadOfflineRuntime()).searchLocalCatalogue(q);
  try {
    return await searchServer(q, signal);
  } catch (error) {
    if (isNetworkFailure(error)) return (await loadOfflineRuntime()).searchLocalCatalogue(q);
    throw error;
  }
}

async function searchServer(q: PosProductSearch, signal?: AbortSignal): Promise<PosProduct[]> {
  const answer = await api.get<{ data: PosProduct[] }>(
    POS_PRODUCTS_PATH,
    { search: q.search, filterType: q.filterType, salesChannelId: q.salesChannelId ?? undefined, limit: q.limit ?? POS_SEARCH_LIMIT },
    signal ? { signal } : {},
  );
  return answer.data;
}
