import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { type MySalesChannel, useMySalesChannels } from '@/lib/reference-data/sales-channels';

/** Spec 2.5 and 9: the sales channel picker is 580px wide. */
export const SALES_CHANNEL_DIALOG_WIDTH = 580;

type Props = { open: boolean; onClose: () => void; onPick: (channel: MySalesChannel) => void };

/** Spec 2.5: the sales channel picker, for NEW SALES ORDER in the toolbar and on the sales orders list. */
export function SalesChannelPickerDialog({ open, onClose, onPick }: Props) {
  const { data: channels = [], isPending } = useMySalesChannels(open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="sales-channel-picker-title"
      slotProps={{ paper: { sx: { width: SALES_CHANNEL_DIALOG_WIDTH, maxWidth: SALES_CHANNEL_DIALOG_WIDTH } } }}
    >
      <DialogTitle id="sales-channel-picker-title">Select Sales Channel</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress size={32} aria-label="Loading sales channels" />
          </Box>
        ) : channels.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            No sales channels are assigned to you.
          </Typography>
        ) : (
          <List aria-label="Sales channels">
            {channels.map((channel) => (
              <ListItemButton key={channel.id} onClick={() => onPick(channel)}>
                <ListItemIcon>
                  <StorefrontOutlined color="primary" />
                </ListItemIcon>
                <ListItemText primary={channel.name} />
                <ChevronRight sx={{ color: 'text.secondary' }} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
