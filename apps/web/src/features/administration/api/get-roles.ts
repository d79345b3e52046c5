import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { ROLES_RESOURCE, type Role } from '../types';

/** Each role with its permissions (the Administrator's are every permission). */
export const ROLE_LIST_RELATIONS = ['permissions'];

export function getRoles(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<Role>(ROLES_RESOURCE, filter, signal);
}

export function getRolesQueryOptions(filter: TableFilter) {
  return listQueryOptions<Role>(ROLES_RESOURCE, filter);
}

export function useRoles(filter: TableFilter) {
  return useQuery(getRolesQueryOptions(filter));
}
