import { api } from '@/lib/api-client';
import { COMMISSION_TEMPLATES_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deleteCommissionTemplate(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${COMMISSION_TEMPLATES_RESOURCE}/${id}`);
}

export function useDeleteCommissionTemplate() {
  return useResourceMutation(COMMISSION_TEMPLATES_RESOURCE, deleteCommissionTemplate);
}
