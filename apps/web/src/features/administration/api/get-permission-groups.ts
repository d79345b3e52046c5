import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PermissionGroup } from '../types';

export const permissionGroupsQueryKey = ['rbac', 'permissions', 'groups'] as const;

/** GET rbac/permissions: every permission of the product, grouped by area, for the role editor. */
export async function getPermissionGroups(signal?: AbortSignal): Promise<PermissionGroup[]> {
  return (await api.get<{ data: PermissionGroup[] }>('rbac/permissions', undefined, signal ? { signal } : {})).data;
}

export function getPermissionGroupsQueryOptions() {
  // The catalogue changes only with a new release of the product.
  return queryOptions({ queryKey: permissionGroupsQueryKey, queryFn: ({ signal }) => getPermissionGroups(signal), staleTime: Infinity });
}

export function usePermissionGroups() {
  return useQuery(getPermissionGroupsQueryOptions());
}
