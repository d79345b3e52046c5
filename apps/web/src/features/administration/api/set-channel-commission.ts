import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commissionSettingKeys, type ChannelCommissionSetting } from '@/lib/commission-settings';
import { resourceKeys } from '@/lib/use-list';
import { SALES_CHANNELS_RESOURCE } from '../types';

export type ChannelCommissionBody = { sales_channel_id: number; is_enabled: boolean };

/** POST setting/commission-settings/sales-channel: commission on or off for one channel. */
export function setChannelCommission(body: ChannelCommissionBody): Promise<{ message?: string; data: ChannelCommissionSetting }> {
  return api.post<{ message?: string; data: ChannelCommissionSetting }>('setting/commission-settings/sales-channel', body);
}

/** The 5-minute cache of that channel takes the new answer at once, and the channel lists are refreshed. */
export function useSetChannelCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChannelCommission,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(commissionSettingKeys.channel(data.sales_channel_id), data.is_commission_enabled);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.all(SALES_CHANNELS_RESOURCE) }),
        queryClient.invalidateQueries({ queryKey: commissionSettingKeys.all, exact: true }),
      ]),
  });
}
