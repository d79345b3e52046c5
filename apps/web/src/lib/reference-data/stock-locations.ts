import { useQuery } from '@tanstack/react-query';
import { referenceListQueryOptions } from './reference-list';
import type { ApiRecord } from '@oim/shared/api/records';

export const STOCK_LOCATIONS_RESOURCE = 'masterfile/stock-locations';

/** A stock location (a warehouse or a store) as the API answers it. */
export type StockLocation = ApiRecord<'stockLocations'>;

/**
 * Every stock location of the shop, by name: the adjustment and transfer locations, a picklist
 * item's picking location, a channel's Default Picking Location, the list filters.
 */
export function getStockLocationOptionsQueryOptions() {
  return referenceListQueryOptions<StockLocation>({ resource: STOCK_LOCATIONS_RESOURCE, sortColumn: 'name', staleTime: 5 * 60_000 });
}

export function useStockLocationOptions(enabled = true) {
  return useQuery({ ...getStockLocationOptionsQueryOptions(), enabled });
}
