import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type MySalesChannel = { id: number; name: string };

export const mySalesChannelsQueryKey = ['sales', 'sales-channels', 'my'] as const;

/** The channels assigned to the signed-in user; a failure is logged and reads as none (spec 8). */
export async function fetchMySalesChannels(): Promise<MySalesChannel[]> {
  try {
    return (await api.get<{ data: MySalesChannel[] }>('sales/sales-channels/my')).data;
  } catch (error) {
    console.error('Could not load your sales channels', error);
    return [];
  }
}

export const mySalesChannelsQuery = { queryKey: mySalesChannelsQueryKey, queryFn: fetchMySalesChannels, staleTime: 60_000 };

export function useMySalesChannels(enabled = true) {
  return useQuery({ ...mySalesChannelsQuery, enabled });
}
