import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { encodeTableFilter, type TableFilter } from '@/lib/list-query';
import { resourceKeys, type Paged } from '@/lib/use-list';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { STOCK_COUNTS_RESOURCE, type StockCountEntry } from '../types';

/** GET inventory/stock-counts/{id}/entries: newest first; globalFilter searches the product's SKU or name. */
export function getStockCountEntriesQueryOptions(id: number, filter: TableFilter) {
  return queryOptions({
    queryKey: [...resourceKeys.all(STOCK_COUNTS_RESOURCE), 'entries', id, filter] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<StockCountEntry>>(`${STOCK_COUNTS_RESOURCE}/${id}/entries`, encodeTableFilter(filter), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE inventory/stock-counts/{id}/entries/{entryId}: by whoever made it, or a holder of Create Stock Counts; kept as removed. */
export function removeStockCountEntry({ countId, entryId }: { countId: number; entryId: number }) {
  return api.delete<{ message?: string }>(`${STOCK_COUNTS_RESOURCE}/${countId}/entries/${entryId}`);
}

export function useRemoveStockCountEntry() {
  return useResourceMutation(STOCK_COUNTS_RESOURCE, removeStockCountEntry);
}
