import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { STOCK_LOCATIONS_RESOURCE, type StockLocation } from '../types';

export function getStockLocations(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<StockLocation>(STOCK_LOCATIONS_RESOURCE, filter, signal);
}

export function getStockLocationsQueryOptions(filter: TableFilter) {
  return listQueryOptions<StockLocation>(STOCK_LOCATIONS_RESOURCE, filter);
}

export function useStockLocations(filter: TableFilter) {
  return useQuery(getStockLocationsQueryOptions(filter));
}
