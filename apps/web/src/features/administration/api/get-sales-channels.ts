import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { SALES_CHANNELS_RESOURCE, type SalesChannel } from '../types';

export const SALES_CHANNEL_LIST_RELATIONS = ['defaultPickingWarehouse', 'users'];

export function getSalesChannels(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<SalesChannel>(SALES_CHANNELS_RESOURCE, filter, signal);
}

export function getSalesChannelsQueryOptions(filter: TableFilter) {
  return listQueryOptions<SalesChannel>(SALES_CHANNELS_RESOURCE, filter);
}

export function useSalesChannels(filter: TableFilter) {
  return useQuery(getSalesChannelsQueryOptions(filter));
}
