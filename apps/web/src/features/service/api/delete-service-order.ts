import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE } from '../types';

/** DELETE: only a RECEIVED or CANCELLED order without a sale (else 409); its photos go with it. */
export function deleteServiceOrder(id: number) {
  return api.delete<{ message?: string }>(`${SERVICE_ORDERS_RESOURCE}/${id}`);
}

export function useDeleteServiceOrder() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, deleteServiceOrder);
}
