import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { PRICE_TABLE_RESOURCE, type Product } from '../types';

/** Each product with its units (for a price per unit) and the prices it has. */
export const PRICE_TABLE_RELATIONS = ['productCategory', 'unitClass.units', 'productPrices.uom'];

export function getPriceTable(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<Product>(PRICE_TABLE_RESOURCE, filter, signal);
}

export function getPriceTableQueryOptions(filter: TableFilter) {
  return listQueryOptions<Product>(PRICE_TABLE_RESOURCE, filter);
}
