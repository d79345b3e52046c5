import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SALES_CHANNELS_RESOURCE } from '../types';
import { invalidateAdministration, invalidateSignedInAccess } from './invalidate';

export function deleteSalesChannel(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${SALES_CHANNELS_RESOURCE}/${id}`);
}

export function useDeleteSalesChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSalesChannel,
    onSettled: () => Promise.all([invalidateAdministration(queryClient), invalidateSignedInAccess(queryClient)]),
  });
}
