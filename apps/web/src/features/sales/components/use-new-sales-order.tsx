import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SalesChannelPickerDialog } from '@/components/dialogs/sales-channel-picker-dialog';
import { type MySalesChannel, mySalesChannelsQuery } from '@/lib/reference-data/sales-channels';
import { terminalPath } from '../lib/terminal-paths';

/**
 * NEW SALES ORDER (spec 2.3): with exactly one channel straight to its terminal, otherwise the
 * channel picker first; `pathOf` names the terminal's page (a new quotation's). A failed channel
 * fetch is logged and reads as no channels (spec 8): the picker opens and says so. Returns the
 * starter, whether it is fetching, and the dialog to render.
 */
export function useNewSalesOrder(pathOf: (salesChannelId: number) => string = terminalPath) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    let channels: MySalesChannel[] = [];
    try {
      channels = await queryClient.fetchQuery(mySalesChannelsQuery);
    } catch (error) {
      console.error('Could not load your sales channels', error);
    } finally {
      setBusy(false);
    }
    if (channels.length === 1) void navigate(pathOf(channels[0]!.id));
    else setPicking(true);
  };

  const dialog = (
    <SalesChannelPickerDialog
      open={picking}
      onClose={() => setPicking(false)}
      onPick={(channel) => {
        setPicking(false);
        void navigate(pathOf(channel.id));
      }}
    />
  );
  return { start, busy, dialog };
}
