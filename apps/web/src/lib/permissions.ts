import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@oim/shared/permissions';
import { api } from './api-client';
import { useSession } from './session-store';

export const permissionsQueryKey = ['rbac', 'permissions', 'mine'] as const;

/** The signed-in user's permission strings (spec 6: loaded from the server). */
export function usePermissions() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({
    queryKey: permissionsQueryKey,
    queryFn: async () => new Set((await api.get<{ data: string[] }>('rbac/roles/get-permissions')).data),
    enabled: isLoggedIn,
    staleTime: 60_000,
  });
}

/** True when the user holds the permission, or any one of a list; an empty list is no restriction. */
export function useCan(required: string | readonly string[] | undefined): boolean {
  const { data } = usePermissions();
  if (required === undefined || (Array.isArray(required) && required.length === 0)) return true;
  return data ? hasPermission(data, required) : false;
}
