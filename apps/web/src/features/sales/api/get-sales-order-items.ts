import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { SALES_ORDERS_RESOURCE, type SalesOrderItem } from '../types';

/** GET sales/sales-orders/{id}/items: every line, bundle components included (with bundleParentId). */
export async function getSalesOrderItems(id: number, signal?: AbortSignal): Promise<SalesOrderItem[]> {
  return (await api.get<{ data: SalesOrderItem[] }>(`${SALES_ORDERS_RESOURCE}/${id}/items`, undefined, signal ? { signal } : {})).data;
}

export function getSalesOrderItemsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...resourceKeys.all(SALES_ORDERS_RESOURCE), 'items', String(id)],
    queryFn: ({ signal }) => getSalesOrderItems(id, signal),
  });
}

export function useSalesOrderItems(id: number) {
  return useQuery({ ...getSalesOrderItemsQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
