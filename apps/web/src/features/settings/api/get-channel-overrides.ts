import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys, type CompanyProfileValues } from '@/lib/company-profile';

/** GET setting/company-profiles/{channelId}/custom: only the values the channel sets itself. */
export async function getChannelOverrides(channelId: number, signal?: AbortSignal): Promise<CompanyProfileValues> {
  return (
    await api.get<{ data: CompanyProfileValues }>(`setting/company-profiles/${channelId}/custom`, undefined, signal ? { signal } : {})
  ).data;
}

export function getChannelOverridesQueryOptions(channelId: number) {
  return queryOptions({
    queryKey: [...companyProfileKeys.channel(channelId), 'custom'],
    queryFn: ({ signal }) => getChannelOverrides(channelId, signal),
  });
}

export function useChannelOverrides(channelId: number | null) {
  return useQuery({ ...getChannelOverridesQueryOptions(channelId ?? 0), enabled: channelId !== null && channelId > 0 });
}
