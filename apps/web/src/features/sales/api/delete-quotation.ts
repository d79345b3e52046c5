import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { QUOTATIONS_RESOURCE } from '../types';

export function deleteQuotation(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${QUOTATIONS_RESOURCE}/${id}`);
}

export function useDeleteQuotation() {
  return useResourceMutation(QUOTATIONS_RESOURCE, deleteQuotation);
}
