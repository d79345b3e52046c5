import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { DISCOUNTS_RESOURCE, type Discount } from '../types';

export function getDiscounts(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<Discount>(DISCOUNTS_RESOURCE, filter, signal);
}

export function getDiscountsQueryOptions(filter: TableFilter) {
  return listQueryOptions<Discount>(DISCOUNTS_RESOURCE, filter);
}

export function useDiscounts(filter: TableFilter) {
  return useQuery(getDiscountsQueryOptions(filter));
}
