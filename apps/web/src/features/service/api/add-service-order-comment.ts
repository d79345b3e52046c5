import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrderComment } from '../types';

/** POST service/service-orders/{id}/comments (Edit Job Order or Update Job Order Status; 409 on a read-only order). */
export function addServiceOrderComment({ id, text }: { id: number; text: string }) {
  return api.post<SavedRecord<ServiceOrderComment>>(`${SERVICE_ORDERS_RESOURCE}/${id}/comments`, { text: text.trim() });
}

export function useAddServiceOrderComment() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, addServiceOrderComment);
}
