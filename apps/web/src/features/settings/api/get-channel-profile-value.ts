import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys, type CompanyProfileValues } from '@/lib/company-profile';

/** GET setting/company-profiles/{channelId}/value: what a channel's receipts print (the shop's values under its own). */
export async function getChannelProfileValue(channelId: number, signal?: AbortSignal): Promise<CompanyProfileValues> {
  return (await api.get<{ data: CompanyProfileValues }>(`setting/company-profiles/${channelId}/value`, undefined, signal ? { signal } : {}))
    .data;
}

export function getChannelProfileValueQueryOptions(channelId: number) {
  return queryOptions({
    queryKey: [...companyProfileKeys.channel(channelId), 'value'],
    queryFn: ({ signal }) => getChannelProfileValue(channelId, signal),
  });
}

export function useChannelProfileValue(channelId: number | null) {
  return useQuery({ ...getChannelProfileValueQueryOptions(channelId ?? 0), enabled: channelId !== null && channelId > 0 });
}
