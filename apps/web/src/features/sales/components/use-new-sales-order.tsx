import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SalesChannelPickerDialog } from '@/components/dialogs/sales-channel-picker-dialog';
import { mySalesChannelsQuery } from '@/lib/reference-data/sales-channels';
import { terminalPath } from '../lib/terminal-paths';

/**
 * NEW SALES ORDER (spec 2.3): with exactly one channel straight to its terminal, otherwise the
 * channel picker first; `pathOf` names the terminal's page (a new quotation's). Returns the starter
 * and the dialog to render.
 */
export function useNewSalesOrder(pathOf: (salesChannelId: number) => string = terminalPath) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);

  const start = async () => {
    const channels = await queryClient.fetchQuery(mySalesChannelsQuery);
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
  return { start, dialog };
}
