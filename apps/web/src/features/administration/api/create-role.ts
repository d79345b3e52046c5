import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ROLES_RESOURCE, type Role, type Saved } from '../types';
import type { RoleFormValues } from '../components/role-form-schema';
import { invalidateAdministration } from './invalidate';

export function createRole(body: RoleFormValues): Promise<Saved<Role>> {
  return api.post<Saved<Role>>(ROLES_RESOURCE, body);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRole, onSuccess: () => invalidateAdministration(queryClient) });
}
