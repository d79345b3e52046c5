import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys, type CompanyProfileValues } from '@/lib/company-profile';
import type { CompanyProfileSettings } from '../types';

/** POST setting/company-profiles/{channelId} {settings}: a blank value goes back to the shop's. */
export function saveChannelOverrides({
  channelId,
  settings,
}: {
  channelId: number;
  settings: CompanyProfileSettings;
}): Promise<{ message?: string; data: CompanyProfileValues }> {
  return api.post<{ message?: string; data: CompanyProfileValues }>(`setting/company-profiles/${channelId}`, { settings });
}

export function useSaveChannelOverrides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChannelOverrides,
    onSuccess: (_answer, { channelId }) => queryClient.invalidateQueries({ queryKey: companyProfileKeys.channel(channelId) }),
  });
}
