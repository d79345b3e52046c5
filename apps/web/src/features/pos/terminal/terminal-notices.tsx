import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readinessLabel, type OfflineTerminalStatus } from '../offline/use-offline-terminal';

/** Instead of the terminal: the user may not sell. */
export function NoSellPermissionNotice() {
  return (
    <Box component="main" sx={{ p: 4 }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Selling at the terminal needs the Create Sales Orders permission.
      </Alert>
      <Button component={RouterLink} to="/" variant="contained">
        Back
      </Button>
    </Box>
  );
}

/** Instead of the terminal: offline on a device that had not stored what selling offline needs; what to do. */
export function CannotSellOfflineNotice({ status }: { status: OfflineTerminalStatus }) {
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 720 }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
          This device cannot sell offline yet
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          It was still preparing to sell without a connection when the line was lost: {readinessLabel(status)}.
        </Typography>
        <Typography variant="body2">
          Connect this device to the internet and keep the terminal open until its bar says “Ready offline”; from then on it sells without a
          connection. Sales already made on this device are kept and sent when it is back online.
        </Typography>
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button component={RouterLink} to="/pos/sales-waiting" variant="outlined">
          Sales waiting
        </Button>
      </Stack>
    </Box>
  );
}

/** Instead of the terminal: the route's channel is not one of the user's. */
export function NotYourChannelNotice({ channelParam }: { channelParam: string | undefined }) {
  return (
    <Box component="main" sx={{ p: 4 }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Sales channel #{channelParam} is not one of your sales channels.
      </Alert>
      <Button component={RouterLink} to="/pos" variant="contained">
        Choose a Sales Channel
      </Button>
    </Box>
  );
}
