import { useQuery, type Query } from '@tanstack/react-query';
import { api } from './api-client';

export type MySalesChannel = { id: number; name: string };

export const mySalesChannelsQueryKey = ['sales', 'sales-channels', 'my'] as const;

/** The empty lists that stand for a failed load: they are not kept, so the next use asks again. */
const failedLoads = new WeakSet<MySalesChannel[]>();

/** The channels assigned to the signed-in user; a failure is logged and reads as none (spec 8). */
export async function fetchMySalesChannels(): Promise<MySalesChannel[]> {
  try {
    return (await api.get<{ data: MySalesChannel[] }>('sales/sales-channels/my')).data;
  } catch (error) {
    console.error('Could not load your sales channels', error);
    const none: MySalesChannel[] = [];
    failedLoads.add(none);
    return none;
  }
}

/** A minute for a real answer; a failed load is stale at once. */
const staleTime = (query: Query<MySalesChannel[], Error, MySalesChannel[], readonly unknown[]>) =>
  query.state.data && failedLoads.has(query.state.data) ? 0 : 60_000;

export const mySalesChannelsQuery = { queryKey: mySalesChannelsQueryKey, queryFn: fetchMySalesChannels, staleTime };

export function useMySalesChannels(enabled = true) {
  return useQuery({ ...mySalesChannelsQuery, enabled });
}
