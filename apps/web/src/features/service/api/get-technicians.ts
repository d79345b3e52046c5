import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SYSTEM_USERS_RESOURCE } from '@/lib/reference-data/users';

/** Someone a job order can be assigned to. */
export type Technician = { id: number; displayName: string; firstname: string; lastname: string };

/** GET service/technicians: the shop's active users, by name (any job order permission reads it). */
export function techniciansQueryOptions() {
  return queryOptions({
    // Under the users' key, so a change to a user refreshes it.
    queryKey: [SYSTEM_USERS_RESOURCE, 'technicians'] as const,
    queryFn: async ({ signal }) => (await api.get<{ data: Technician[] }>('service/technicians', undefined, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
