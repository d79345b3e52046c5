import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { StockLocationRef } from '../types';

const STOCK_LOCATIONS_RESOURCE = 'masterfile/stock-locations';
const filter: TableFilter = { pagination: { page: 1, pageSize: 1000 }, sort: { column: 'name', direction: 'asc' } };

/** The shop's stock locations, for a picklist item's picking location. */
export async function getStockLocationOptions(signal?: AbortSignal): Promise<StockLocationRef[]> {
  return (await fetchList<StockLocationRef>(STOCK_LOCATIONS_RESOURCE, filter, signal)).data;
}

export function getStockLocationOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...resourceKeys.all(STOCK_LOCATIONS_RESOURCE), 'options', filter],
    queryFn: ({ signal }) => getStockLocationOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useStockLocationOptions(enabled = true) {
  return useQuery({ ...getStockLocationOptionsQueryOptions(), enabled });
}
