import { useQuery } from '@tanstack/react-query';
import { STOCK_LOCATIONS_RESOURCE, type StockLocation } from '../types';
import { optionsQueryOptions } from './options';

/** Every stock location, for a channel's Default Picking Location. */
export function useStockLocationOptions() {
  return useQuery(optionsQueryOptions<StockLocation>(STOCK_LOCATIONS_RESOURCE, 'name'));
}
