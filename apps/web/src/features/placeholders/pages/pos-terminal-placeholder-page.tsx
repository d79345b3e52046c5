import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useMySalesChannels } from '@/lib/my-sales-channels';

/** /pos/:salesChannelId/terminal[/:salesOrderId] until the terminal is built: says so, names the channel. */
export default function PosTerminalPlaceholderPage() {
  const { salesChannelId, salesOrderId } = useParams();
  const { data: channels, isPending } = useMySalesChannels();
  const channel = channels?.find((c) => String(c.id) === salesChannelId);
  const channelName = channel?.name ?? (isPending ? '…' : salesChannelId ? `Sales channel #${salesChannelId}` : 'No sales channel chosen');

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        <PointOfSaleOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="overline" component="p" color="text.secondary">
          Point of sale
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {channelName}
        </Typography>
        {salesOrderId ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Sales order #{salesOrderId}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 2 }}>The sales terminal is not available yet.</Typography>
        <Button component={RouterLink} to="/sales/sales-orders" variant="contained" sx={{ mt: 3 }}>
          Back to Sales Orders
        </Button>
      </Paper>
    </Box>
  );
}
