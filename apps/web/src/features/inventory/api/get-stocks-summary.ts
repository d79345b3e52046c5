import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { resourceKeys } from '@/lib/use-list';
import { STOCKS_RESOURCE, type StockSummary } from '../types';
import { filterParams } from './stock-filter-params';

/** GET inventory/stocks/summary with the stock list's filters. */
export async function getStocksSummary(filter: TableFilter, signal?: AbortSignal): Promise<StockSummary> {
  const { sort: _sort, ...rest } = filter;
  return (await api.get<{ data: StockSummary }>(`${STOCKS_RESOURCE}/summary`, filterParams(rest), signal ? { signal } : {})).data;
}

export function useStocksSummary(filter: TableFilter | null) {
  return useQuery({
    queryKey: [...resourceKeys.all(STOCKS_RESOURCE), 'summary', filter] as const,
    queryFn: ({ signal }) => getStocksSummary(filter ?? {}, signal),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
