import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { SERVICE_ORDERS_RESOURCE } from '../types';

/** PUT service/service-orders/{id}/technician; null unassigns. */
export function assignTechnician({ id, assignedTechnicianId }: { id: number; assignedTechnicianId: number | null }) {
  return api.put<{ message?: string }>(`${SERVICE_ORDERS_RESOURCE}/${id}/technician`, { assignedTechnicianId });
}

export function useAssignTechnician() {
  return useResourceMutation(SERVICE_ORDERS_RESOURCE, assignTechnician);
}
