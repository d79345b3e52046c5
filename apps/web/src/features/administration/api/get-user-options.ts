import { useQuery } from '@tanstack/react-query';
import { SYSTEM_USERS_RESOURCE, type SystemUser } from '../types';
import { optionsQueryOptions } from './options';

/** Every user, for the sales channel dialog's Users select. */
export function useUserOptions() {
  return useQuery(optionsQueryOptions<SystemUser>(SYSTEM_USERS_RESOURCE, 'firstname'));
}
