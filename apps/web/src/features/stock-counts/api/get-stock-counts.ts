import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { STOCK_COUNTS_RESOURCE, type StockCount } from '../types';

/** GET inventory/stock-counts (View Stock Counts): newest first; filters locationId, status, countDate. */
export function getStockCountsQueryOptions(filter: TableFilter) {
  return listQueryOptions<StockCount>(STOCK_COUNTS_RESOURCE, filter);
}
