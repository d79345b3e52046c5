import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { referenceListQueryOptions } from './reference-list';
import type { ApiRecord } from '@oim/shared/api/records';

export const SYSTEM_USERS_RESOURCE = 'masterfile/system-users';

/** A user as a select shows it. */
export type UserOption = ApiRecord<'users'>;

/** Every user of the shop, by first name (needs View System Users): the sales channel dialog's Users. */
export function getUserOptionsQueryOptions() {
  return referenceListQueryOptions<UserOption>({ resource: SYSTEM_USERS_RESOURCE, sortColumn: 'firstname', staleTime: 60_000 });
}

export function useUserOptions() {
  return useQuery(getUserOptionsQueryOptions());
}

/** Someone who may earn a commission on a sale. */
export type CommissionUser = { id: number; displayName: string; firstname?: string; lastname?: string };

// A second list of users because the cashier (Create Sales Orders) may read who earns commission, not the users;
// under the users' key, so a change to a user refreshes it.
export const commissionUsersQueryKey = [SYSTEM_USERS_RESOURCE, 'commission-users'] as const;

/** GET sales/commission-users: the active staff who may earn a commission (spec 2.5 staff selector). */
export async function getCommissionUsers(signal?: AbortSignal): Promise<CommissionUser[]> {
  return (await api.get<{ data: CommissionUser[] }>('sales/commission-users', undefined, signal ? { signal } : {})).data;
}

export function useCommissionUsers(enabled = true) {
  return useQuery({
    queryKey: commissionUsersQueryKey,
    queryFn: ({ signal }) => getCommissionUsers(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
