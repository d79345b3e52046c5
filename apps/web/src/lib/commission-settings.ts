import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** Spec 9: a channel's commission setting is cached for 300000 ms (5 minutes). */
export const COMMISSION_CACHE_MS = 300_000;

export const commissionSettingKeys = {
  all: ['setting', 'commission-settings'] as const,
  channel: (salesChannelId: number) => ['setting', 'commission-settings', 'sales-channel', salesChannelId] as const,
};

/** Whether sales on a channel earn commission (spec 3); off means the terminal never asks who earns it. */
export type ChannelCommissionSetting = { sales_channel_id: number; is_commission_enabled: boolean };

/** GET setting/commission-settings/sales-channel/{id} → data.is_commission_enabled. */
export async function fetchChannelCommissionEnabled(salesChannelId: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.get<{ data: ChannelCommissionSetting }>(
    `setting/commission-settings/sales-channel/${salesChannelId}`,
    undefined,
    signal ? { signal } : {},
  );
  return answer.data.is_commission_enabled === true;
}

/** Whether a channel asks who earns the commission on services; asked again only after 5 minutes. */
export function channelCommissionQueryOptions(salesChannelId: number) {
  return queryOptions({
    queryKey: commissionSettingKeys.channel(salesChannelId),
    queryFn: ({ signal }) => fetchChannelCommissionEnabled(salesChannelId, signal),
    staleTime: COMMISSION_CACHE_MS,
    gcTime: COMMISSION_CACHE_MS,
  });
}

export function useChannelCommissionEnabled(salesChannelId: number | null | undefined) {
  const id = salesChannelId ?? 0;
  return useQuery({ ...channelCommissionQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}

/**
 * For code outside React (the terminal adding a service line): the cached answer while it is
 * younger than 5 minutes, else one request; callers asking at once share it.
 */
export function isChannelCommissionEnabled(queryClient: QueryClient, salesChannelId: number): Promise<boolean> {
  return queryClient.fetchQuery(channelCommissionQueryOptions(salesChannelId));
}
