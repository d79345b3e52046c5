import { api } from '@/lib/api-client';
import { PAYMENT_TYPES_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deletePaymentType(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${PAYMENT_TYPES_RESOURCE}/${id}`);
}

export function useDeletePaymentType() {
  return useResourceMutation(PAYMENT_TYPES_RESOURCE, deletePaymentType);
}
