import { useState } from 'react';
import Button from '@mui/material/Button';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SalesChannelPickerDialog } from '@/components/dialogs/sales-channel-picker-dialog';
import { type MySalesChannel, mySalesChannelsQuery } from '@/lib/reference-data/sales-channels';
import { useCan } from '@/lib/permissions';

export function terminalPath(salesChannelId: number): string {
  return `/pos/${salesChannelId}/terminal`;
}

/**
 * NEW SALES ORDER (spec 2.3): for users with Create Sales Orders. With exactly one channel it goes
 * straight to that channel's terminal; otherwise the channel picker opens. A failed channel fetch is
 * logged and reads as no channels (spec 8): the picker opens and says so.
 */
export function NewSalesOrderButton() {
  const allowed = useCan('Create Sales Orders');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!allowed) return null;

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
    if (channels.length === 1) void navigate(terminalPath(channels[0]!.id));
    else setPicking(true);
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddShoppingCart />} onClick={() => void start()} disabled={busy} sx={{ mr: 1 }}>
        NEW SALES ORDER
      </Button>
      <SalesChannelPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(channel) => {
          setPicking(false);
          void navigate(terminalPath(channel.id));
        }}
      />
    </>
  );
}
