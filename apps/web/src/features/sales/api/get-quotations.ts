import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { QUOTATIONS_RESOURCE, type Quotation } from '../types';

export const QUOTATION_LIST_RELATIONS = ['customer', 'salesChannel', 'salesOrder'];

export function getQuotations(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<Quotation>(QUOTATIONS_RESOURCE, filter, signal);
}

export function getQuotationsQueryOptions(filter: TableFilter) {
  return listQueryOptions<Quotation>(QUOTATIONS_RESOURCE, filter);
}

export function useQuotations(filter: TableFilter) {
  return useQuery(getQuotationsQueryOptions(filter));
}
