import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CommissionUser } from '../types';

/** GET sales/commission-users: who may earn a commission (spec 2.5 staff selector). */
export async function getCommissionUsers(signal?: AbortSignal): Promise<CommissionUser[]> {
  return (await api.get<{ data: CommissionUser[] }>('sales/commission-users', undefined, signal ? { signal } : {})).data;
}

export function useCommissionUsers(enabled = true) {
  return useQuery({
    queryKey: ['sales', 'commission-users'],
    queryFn: ({ signal }) => getCommissionUsers(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}
