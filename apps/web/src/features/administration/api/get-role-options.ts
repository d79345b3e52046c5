import { useQuery } from '@tanstack/react-query';
import { referenceListQueryOptions } from '@/lib/reference-data/reference-list';
import { ROLES_RESOURCE, type Role } from '../types';

/** Every role, by name, for the user dialog's Roles select. */
export function useRoleOptions() {
  return useQuery(referenceListQueryOptions<Role>({ resource: ROLES_RESOURCE, sortColumn: 'name', staleTime: 60_000 }));
}
