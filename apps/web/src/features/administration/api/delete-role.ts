import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ROLES_RESOURCE } from '../types';
import { invalidateAdministration, invalidateSignedInAccess } from './invalidate';

export function deleteRole(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${ROLES_RESOURCE}/${id}`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSettled: () => Promise.all([invalidateAdministration(queryClient), invalidateSignedInAccess(queryClient)]),
  });
}
