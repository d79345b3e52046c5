import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { PRODUCT_PRICING_GROUPS_RESOURCE, type PricingGroup } from '../types';

export function getPricingGroups(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<PricingGroup>(PRODUCT_PRICING_GROUPS_RESOURCE, filter, signal);
}

export function getPricingGroupsQueryOptions(filter: TableFilter) {
  return listQueryOptions<PricingGroup>(PRODUCT_PRICING_GROUPS_RESOURCE, filter);
}

export function usePricingGroups(filter: TableFilter) {
  return useQuery(getPricingGroupsQueryOptions(filter));
}
