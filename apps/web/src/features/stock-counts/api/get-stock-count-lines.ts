import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@oim/shared/list-query';
import { api } from '@/lib/api-client';
import { encodeTableFilter, type TableFilter } from '@/lib/list-query';
import { resourceKeys, type Paged } from '@/lib/use-list';
import { STOCK_COUNTS_RESOURCE, type StockCountLine } from '../types';

/** Under the resource's key, so whatever changes a count (an entry, a post) refreshes its lines. */
const linesKey = (id: number) => [...resourceKeys.all(STOCK_COUNTS_RESOURCE), 'lines', id] as const;

/** GET inventory/stock-counts/{id}/lines: paged; sort, globalFilter and the filter `state` (ALL, COUNTED, UNCOUNTED, DIFFERENCE). */
export function fetchStockCountLines(id: number, filter: TableFilter, signal?: AbortSignal): Promise<Paged<StockCountLine>> {
  return api.get<Paged<StockCountLine>>(`${STOCK_COUNTS_RESOURCE}/${id}/lines`, encodeTableFilter(filter), signal ? { signal } : {});
}

export function getStockCountLinesQueryOptions(id: number, filter: TableFilter) {
  return queryOptions({
    queryKey: [...linesKey(id), filter] as const,
    queryFn: ({ signal }) => fetchStockCountLines(id, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A count never has more lines than this many pages of the largest size are read for its summary. */
const SUMMARY_PAGES = 100;

/**
 * The lines with a difference, every page of them: what the post dialog sums (shortage and
 * overage values) before the user posts.
 */
export function getStockCountDifferencesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...linesKey(id), 'differences'] as const,
    queryFn: async ({ signal }) => {
      const lines: StockCountLine[] = [];
      for (let page = 1; page <= SUMMARY_PAGES; page++) {
        const answer = await fetchStockCountLines(
          id,
          { columnFilters: [{ column: 'state', value: 'DIFFERENCE' }], pagination: { page, pageSize: PAGE_SIZE_MAX } },
          signal,
        );
        lines.push(...answer.data);
        if (page >= answer.meta.last_page) break;
      }
      return lines;
    },
  });
}
