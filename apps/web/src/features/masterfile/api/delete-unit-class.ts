import { api } from '@/lib/api-client';
import { UNIT_CLASSES_RESOURCE } from '../types';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a record still in use is refused with 409 and a message saying what uses it. */
export function deleteUnitClass(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${UNIT_CLASSES_RESOURCE}/${id}`);
}

export function useDeleteUnitClass() {
  return useResourceMutation(UNIT_CLASSES_RESOURCE, deleteUnitClass);
}
