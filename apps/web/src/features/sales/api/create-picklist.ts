import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { PICKLISTS_RESOURCE, SALES_ORDERS_RESOURCE, type Picklist } from '../types';

export type CreatedPicklist = { message?: string; data: Picklist };

/** PUT sales/sales-orders/{id}/picklist: the order's picklist (one per order). */
export function createPicklist(salesOrderId: number): Promise<CreatedPicklist> {
  return api.put<CreatedPicklist>(`${SALES_ORDERS_RESOURCE}/${salesOrderId}/picklist`, {});
}

export function useCreatePicklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPicklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(PICKLISTS_RESOURCE) }),
  });
}
