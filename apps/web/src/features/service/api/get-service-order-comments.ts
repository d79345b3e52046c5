import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrderComment } from '../types';

export const serviceOrderCommentsKey = (id: number) => [...resourceKeys.all(SERVICE_ORDERS_RESOURCE), 'comments', id] as const;

/** GET service/service-orders/{id}/comments: oldest first, with their authors. */
export function getServiceOrderCommentsQueryOptions(id: number) {
  return queryOptions({
    queryKey: serviceOrderCommentsKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ServiceOrderComment[] }>(`${SERVICE_ORDERS_RESOURCE}/${id}/comments`, { pageSize: 500 }, { signal })).data,
  });
}

export function useServiceOrderComments(id: number) {
  return useQuery(getServiceOrderCommentsQueryOptions(id));
}
