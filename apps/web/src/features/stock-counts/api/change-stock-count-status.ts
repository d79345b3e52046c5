import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { STOCK_COUNTS_RESOURCE, type StockCount, type StockCountPostResult } from '../types';

/** Posting moves stock: the stock screens and the ledger change too. */
const POSTED_CHANGES = [STOCK_COUNTS_RESOURCE, 'inventory/stocks', 'inventory/products', 'inventory/serial-numbers'];

/** PUT inventory/stock-counts/{id}/start: DRAFT → COUNTING, the products in scope fixed with their on-hand now. */
export function startStockCount(id: number) {
  return api.put<{ message?: string; data: StockCount }>(`${STOCK_COUNTS_RESOURCE}/${id}/start`, {});
}

export function useStartStockCount() {
  return useResourceMutation(STOCK_COUNTS_RESOURCE, startStockCount);
}

/** PUT inventory/stock-counts/{id}/cancel { reason }: from DRAFT or COUNTING; stock is unchanged. */
export function cancelStockCount({ id, reason }: { id: number; reason: string }) {
  return api.put<{ message?: string; data: StockCount }>(`${STOCK_COUNTS_RESOURCE}/${id}/cancel`, { reason });
}

export function useCancelStockCount() {
  return useResourceMutation(STOCK_COUNTS_RESOURCE, cancelStockCount);
}

/** POST inventory/stock-counts/{id}/post { zeroUncounted }: each difference moves through the ledger. */
export function postStockCount({ id, zeroUncounted }: { id: number; zeroUncounted: boolean }) {
  return api.post<{ message?: string; data: StockCount & StockCountPostResult }>(`${STOCK_COUNTS_RESOURCE}/${id}/post`, {
    zeroUncounted,
  });
}

export function usePostStockCount() {
  return useResourceMutation(POSTED_CHANGES, postStockCount);
}
