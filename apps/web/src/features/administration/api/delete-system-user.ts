import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SYSTEM_USERS_RESOURCE } from '../types';
import { invalidateAdministration } from './invalidate';

export function deleteSystemUser(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${SYSTEM_USERS_RESOURCE}/${id}`);
}

export function useDeleteSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSystemUser, onSettled: () => invalidateAdministration(queryClient) });
}
