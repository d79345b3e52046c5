import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { PICKLISTS_RESOURCE, type Picklist } from '../types';

export const PICKLIST_DETAIL_RELATIONS = ['salesOrder.customer', 'items.product', 'items.pickingLocation', 'createdByUser'];

export function getPicklist(id: number): Promise<Picklist> {
  return fetchRecord<Picklist>(PICKLISTS_RESOURCE, id, PICKLIST_DETAIL_RELATIONS);
}

export function getPicklistQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(PICKLISTS_RESOURCE, id, PICKLIST_DETAIL_RELATIONS),
    queryFn: () => getPicklist(id),
  });
}

export function usePicklist(id: number, enabled = true) {
  return useQuery({ ...getPicklistQueryOptions(id), enabled: enabled && Number.isSafeInteger(id) && id > 0 });
}
