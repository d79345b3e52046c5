import { Switch, Tooltip } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSetChannelCommission } from '../api/set-channel-commission';
import type { SalesChannel } from '../types';

/**
 * A channel's commission on/off (spec 7.3: POST setting/commission-settings/sales-channel). With
 * commission on, the terminal asks who earns the commission on a service. Edit Channel may change it.
 */
export function CommissionSwitch({ channel }: { channel: SalesChannel }) {
  const mayEdit = useCan('Edit Channel');
  const setCommission = useSetChannelCommission();
  const checked = setCommission.isPending ? Boolean(setCommission.variables?.is_enabled) : channel.isCommissionEnabled;

  const change = async (on: boolean) => {
    try {
      const answer = await setCommission.mutateAsync({ sales_channel_id: channel.id, is_enabled: on });
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Tooltip title={checked ? 'Commission on' : 'Commission off'}>
      <Switch
        size="small"
        checked={checked}
        disabled={!mayEdit || setCommission.isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => void change(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Commission for ${channel.name}` } }}
      />
    </Tooltip>
  );
}
