import type { ServiceOrderStatus } from '@oim/shared/schemas/service';
import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE } from '../types';

/** PUT service/service-orders/{id}/status: 409 for a move the flow refuses, with the reason. */
export function changeServiceOrderStatus({ id, status, remark }: { id: number; status: ServiceOrderStatus; remark?: string }) {
  const trimmed = remark?.trim();
  return api.put<{ message?: string }>(`${SERVICE_ORDERS_RESOURCE}/${id}/status`, { status, ...(trimmed ? { remark: trimmed } : {}) });
}

export function useChangeServiceOrderStatus() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, changeServiceOrderStatus);
}
