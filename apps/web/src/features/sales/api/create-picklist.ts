import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { PICKLISTS_RESOURCE, SALES_ORDERS_RESOURCE, type Picklist } from '../types';

export type CreatedPicklist = { message?: string; data: Picklist };

/** PUT sales/sales-orders/{id}/picklist: the order's picklist (one per order). */
export function createPicklist(salesOrderId: number): Promise<CreatedPicklist> {
  return api.put<CreatedPicklist>(`${SALES_ORDERS_RESOURCE}/${salesOrderId}/picklist`, {});
}

export function useCreatePicklist() {
  return useResourceMutation(PICKLISTS_RESOURCE, createPicklist);
}
