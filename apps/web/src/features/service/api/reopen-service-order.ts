import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrder } from '../types';

/**
 * PUT service/service-orders/{id}/reopen: a cancelled job order goes back to the status it had
 * before, its history kept; 409 when it is not cancelled or its deposit stands refunded.
 */
export function reopenServiceOrder({ id, reason }: { id: number; reason?: string }) {
  const trimmed = reason?.trim();
  return api.put<{ message?: string; data: ServiceOrder }>(`${SERVICE_ORDERS_RESOURCE}/${id}/reopen`, trimmed ? { reason: trimmed } : {});
}

export function useReopenServiceOrder() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, reopenServiceOrder);
}
