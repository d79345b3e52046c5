import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ROLES_RESOURCE, type Role, type Saved } from '../types';
import type { RoleFormValues } from '../components/role-form-schema';
import { invalidateAdministration, invalidateSignedInAccess } from './invalidate';

/** The Administrator cannot be changed: the API answers 409. */
export function updateRole({ id, body }: { id: number; body: RoleFormValues }): Promise<Saved<Role>> {
  return api.put<Saved<Role>>(`${ROLES_RESOURCE}/${id}`, body);
}

/** The signed-in user may hold the role, so their permissions (and navigation) are asked again. */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => Promise.all([invalidateAdministration(queryClient), invalidateSignedInAccess(queryClient)]),
  });
}
