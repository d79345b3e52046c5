import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import type { SalesOrder } from '../types';

/** Offline sales posted against the price rules and not approved yet (list protocol). */
export const PRICE_EXCEPTIONS_RESOURCE = 'sales/price-exceptions';
export const PRICE_EXCEPTION_RELATIONS = ['customer', 'salesChannel', 'createdByUser'];

export function getPriceExceptions(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<SalesOrder>(PRICE_EXCEPTIONS_RESOURCE, filter, signal);
}

export function getPriceExceptionsQueryOptions(filter: TableFilter) {
  return listQueryOptions<SalesOrder>(PRICE_EXCEPTIONS_RESOURCE, filter);
}

export function usePriceExceptions(filter: TableFilter) {
  return useQuery(getPriceExceptionsQueryOptions(filter));
}
