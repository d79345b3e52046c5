import type { ServiceOrderBody } from '@oim/shared/schemas/service';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE, type ServiceOrder } from '../types';

/** The body as the form sends it: money and quantities as typed decimals. */
export type ServiceOrderPayload = Omit<ServiceOrderBody, 'receivedAt'>;

export function createServiceOrder(body: ServiceOrderPayload): Promise<SavedRecord<ServiceOrder>> {
  return api.post<SavedRecord<ServiceOrder>>(SERVICE_ORDERS_RESOURCE, body);
}

export function useCreateServiceOrder() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, createServiceOrder);
}

/** PUT: 409 when the order is RELEASED or CANCELLED (read-only); the lines given replace all lines. */
export function updateServiceOrder({ id, body }: { id: number; body: ServiceOrderPayload }): Promise<SavedRecord<ServiceOrder>> {
  return api.put<SavedRecord<ServiceOrder>>(`${SERVICE_ORDERS_RESOURCE}/${id}`, body);
}

export function useUpdateServiceOrder() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, updateServiceOrder);
}
