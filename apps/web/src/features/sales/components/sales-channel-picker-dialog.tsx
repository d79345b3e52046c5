import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useMySalesChannels, type MySalesChannel } from '@/lib/my-sales-channels';

/** Spec 9: the sales channel dialog is 580px wide. */
export const SALES_CHANNEL_DIALOG_WIDTH = 580;

type Props = { open: boolean; onClose: () => void; onPick: (channel: MySalesChannel) => void };

/** Spec 2.5: the sales channel picker, here for the list's NEW SALES ORDER. */
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
                  <StorefrontOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary={channel.name} />
                <ChevronRightIcon sx={{ color: 'text.secondary' }} />
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
