import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList } from '@/lib/use-list';
import { PRODUCTS_RESOURCE, type LedgerEntry } from '../types';

export const LEDGER_RELATIONS = ['location', 'uom', 'serialNumbers'];

/** GET inventory/products/{id}/ledger (list protocol; newest first). */
export function getProductLedger(productId: number, filter: TableFilter, signal?: AbortSignal) {
  return fetchList<LedgerEntry>(`${PRODUCTS_RESOURCE}/${productId}/ledger`, filter, signal);
}

// Under the products key, so that whatever changes a product's stock refreshes its ledger too.
export function getProductLedgerQueryOptions(productId: number, filter: TableFilter) {
  return queryOptions({
    queryKey: [PRODUCTS_RESOURCE, 'ledger', String(productId), filter] as const,
    queryFn: ({ signal }) => getProductLedger(productId, filter, signal),
    placeholderData: keepPreviousData,
  });
}
