import { useQuery } from '@tanstack/react-query';
import { ROLES_RESOURCE, type Role } from '../types';
import { optionsQueryOptions } from './options';

/** Every role, for the user dialog's Roles select. */
export function useRoleOptions() {
  return useQuery(optionsQueryOptions<Role>(ROLES_RESOURCE, 'name'));
}
