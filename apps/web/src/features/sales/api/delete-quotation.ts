import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { QUOTATIONS_RESOURCE } from '../types';

export function deleteQuotation(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${QUOTATIONS_RESOURCE}/${id}`);
}

export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(QUOTATIONS_RESOURCE) }),
  });
}
