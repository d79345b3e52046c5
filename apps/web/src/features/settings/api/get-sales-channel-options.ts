import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@oim/shared/list-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { SalesChannelOption } from '../types';

const SALES_CHANNELS_RESOURCE = 'sales/sales-channels';
const filter: TableFilter = { pagination: { page: 1, pageSize: PAGE_SIZE_MAX }, sort: { column: 'name', direction: 'asc' } };

/** Every sales channel, for choosing whose company profile overrides to edit. */
export function getSalesChannelOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...resourceKeys.all(SALES_CHANNELS_RESOURCE), 'options', filter],
    queryFn: async ({ signal }) => (await fetchList<SalesChannelOption>(SALES_CHANNELS_RESOURCE, filter, signal)).data,
    staleTime: 60_000,
  });
}

export function useSalesChannelOptions() {
  return useQuery(getSalesChannelOptionsQueryOptions());
}
