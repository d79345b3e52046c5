import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { STOCKS_RESOURCE, type StockRow } from '../types';

/** inventory/stocks: one row per product per location (filters stocksFilter, locationId, productCategoryId, productBrandId). */
export function getStocksQueryOptions(filter: TableFilter) {
  return listQueryOptions<StockRow>(STOCKS_RESOURCE, filter);
}
