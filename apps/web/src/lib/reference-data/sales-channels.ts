import { useQuery, type Query } from '@tanstack/react-query';
import { api } from '../api-client';
import { isNetworkFailure } from '../offline/connectivity';
import { referenceListQueryOptions } from './reference-list';
import type { ApiRecord } from '@oim/shared/api/records';

export const SALES_CHANNELS_RESOURCE = 'sales/sales-channels';

/** A sales channel as a select shows it. */
export type SalesChannelOption = ApiRecord<'salesChannels'>;

/** Every sales channel, by name (needs View Channel): a user's channels, channel overrides, the list filters. */
export function getSalesChannelOptionsQueryOptions() {
  return referenceListQueryOptions<SalesChannelOption>({ resource: SALES_CHANNELS_RESOURCE, sortColumn: 'name', staleTime: 60_000 });
}

export function useSalesChannelOptions() {
  return useQuery(getSalesChannelOptionsQueryOptions());
}

/** A channel of the signed-in user's, whole (the terminal reads its picking location). */
export type MySalesChannel = ApiRecord<'salesChannels'>;

// A second list of channels because any signed-in user (a cashier) may read their own, not the shop's.
export const mySalesChannelsQueryKey = ['sales', 'sales-channels', 'my'] as const;

/** The empty lists that stand for a failed load: they are not kept, so the next use asks again. */
const failedLoads = new WeakSet<MySalesChannel[]>();
/** Those of them that got no answer at all (offline): not "none of yours", but unknown (the terminal reads the channel it kept). */
const unansweredLoads = new WeakSet<MySalesChannel[]>();

/** Whether the channels are an empty list standing for a load that got no answer (offline). */
export function isUnansweredLoad(channels: MySalesChannel[] | undefined): boolean {
  return channels !== undefined && unansweredLoads.has(channels);
}

/** GET sales/sales-channels/my: the active channels assigned to the signed-in user; a failure is logged and reads as none (spec 8). */
export async function fetchMySalesChannels(): Promise<MySalesChannel[]> {
  try {
    return (await api.get<{ data: MySalesChannel[] }>('sales/sales-channels/my')).data;
  } catch (error) {
    console.error('Could not load your sales channels', error);
    const none: MySalesChannel[] = [];
    failedLoads.add(none);
    if (isNetworkFailure(error)) unansweredLoads.add(none);
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
