import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { SYSTEM_USERS_RESOURCE, type SystemUser } from '../types';

/** Spec 7.3: the user list loads with relations roles, roleNames and salesChannels. */
export const SYSTEM_USER_LIST_RELATIONS = ['roles', 'roleNames', 'salesChannels'];

export function getSystemUsers(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<SystemUser>(SYSTEM_USERS_RESOURCE, filter, signal);
}

export function getSystemUsersQueryOptions(filter: TableFilter) {
  return listQueryOptions<SystemUser>(SYSTEM_USERS_RESOURCE, filter);
}

export function useSystemUsers(filter: TableFilter) {
  return useQuery(getSystemUsersQueryOptions(filter));
}
