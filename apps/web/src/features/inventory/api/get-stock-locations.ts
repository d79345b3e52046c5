import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { STOCK_LOCATIONS_RESOURCE, type StockLocation } from '../types';

const filter: TableFilter = { pagination: { page: 1, pageSize: 1000 }, sort: { column: 'name', direction: 'asc' } };

export async function getStockLocations(signal?: AbortSignal): Promise<StockLocation[]> {
  return (await fetchList<StockLocation>(STOCK_LOCATIONS_RESOURCE, filter, signal)).data;
}

export function getStockLocationsQueryOptions() {
  return queryOptions({
    queryKey: [...resourceKeys.all(STOCK_LOCATIONS_RESOURCE), 'options'] as const,
    queryFn: ({ signal }) => getStockLocations(signal),
    staleTime: 5 * 60_000,
  });
}

/** Every stock location of the shop, by name. */
export function useStockLocations() {
  return useQuery(getStockLocationsQueryOptions());
}
