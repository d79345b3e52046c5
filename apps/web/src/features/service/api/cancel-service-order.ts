import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrder } from '../types';

/**
 * DELETE cancels an open job order with a reason (422 without one): it becomes CANCELLED and keeps
 * its number; a RELEASED or CANCELLED order is 409.
 */
export function cancelServiceOrder({ id, reason }: { id: number; reason: string }) {
  return api.delete<{ message?: string; data: ServiceOrder }>(`${SERVICE_ORDERS_RESOURCE}/${id}`, { body: { reason: reason.trim() } });
}

export function useCancelServiceOrder() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, cancelServiceOrder);
}
