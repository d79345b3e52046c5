import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import { useMySalesChannels } from '@/lib/reference-data/sales-channels';

/** /pos: which channel to sell on (580px, spec 9). With exactly one channel, its terminal opens. */
export default function PosChannelChoicePage() {
  const navigate = useNavigate();
  const { data: channels, isPending } = useMySalesChannels();
  useEffect(() => {
    if (channels?.length === 1) void navigate(`/pos/${channels[0]!.id}/terminal`, { replace: true });
  }, [channels, navigate]);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ p: 3, width: 580, maxWidth: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <PointOfSaleOutlined color="primary" />
          <Typography variant="h6" component="h1">
            Select Sales Channel
          </Typography>
        </Box>
        {isPending ? <Typography>Loading, please wait...</Typography> : null}
        {channels && channels.length === 0 ? (
          <Typography color="text.secondary">
            You are not assigned to any sales channel. Ask an administrator to assign you to one.
          </Typography>
        ) : null}
        <List aria-label="Sales channels">
          {(channels ?? []).map((c, i) => (
            <ListItem key={c.id} disablePadding>
              <ListItemButton autoFocus={i === 0} onClick={() => void navigate(`/pos/${c.id}/terminal`)}>
                <ListItemText primary={c.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button component={RouterLink} to="/sales/sales-orders" sx={{ mt: 1 }}>
          Back to Sales Orders
        </Button>
      </Paper>
    </Box>
  );
}
