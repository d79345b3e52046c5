import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { PICKLISTS_RESOURCE, type Picklist } from '../types';

export const PICKLIST_LIST_RELATIONS = ['salesOrder', 'items'];

export function getPicklists(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<Picklist>(PICKLISTS_RESOURCE, filter, signal);
}

export function getPicklistsQueryOptions(filter: TableFilter) {
  return listQueryOptions<Picklist>(PICKLISTS_RESOURCE, filter);
}

export function usePicklists(filter: TableFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPicklistsQueryOptions(filter), enabled: options.enabled ?? true });
}
