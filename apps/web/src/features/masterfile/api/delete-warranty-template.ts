import { api } from '@/lib/api-client';
import { WARRANTY_TEMPLATES_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deleteWarrantyTemplate(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${WARRANTY_TEMPLATES_RESOURCE}/${id}`);
}

export function useDeleteWarrantyTemplate() {
  return useResourceMutation(WARRANTY_TEMPLATES_RESOURCE, deleteWarrantyTemplate);
}
