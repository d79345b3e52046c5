import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { companyProfileKeys } from '@/lib/company-profile';

/** DELETE setting/company-profiles/{channelId}: the channel goes back to the shop's values. */
export function deleteChannelOverrides(channelId: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`setting/company-profiles/${channelId}`);
}

export function useDeleteChannelOverrides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannelOverrides,
    onSuccess: (_answer, channelId) => queryClient.invalidateQueries({ queryKey: companyProfileKeys.channel(channelId) }),
  });
}
