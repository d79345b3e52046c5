import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { OfflineTerminalStatus } from '../offline/use-offline-terminal';

/**
 * The terminal bar's connection chip: Online or Offline, and how many sales wait on this device to
 * be sent (and how many a manager must look at). It leads to the Sales waiting screen.
 */
export function OfflineIndicator({ status }: { status: OfflineTerminalStatus }) {
  const { online, waiting, parked } = status;
  const parts = [online ? 'Online' : 'Offline'];
  if (waiting > 0) parts.push(`${waiting} ${waiting === 1 ? 'sale' : 'sales'} waiting`);
  if (parked > 0) parts.push(`${parked} parked`);
  const label = parts.join(' · ');
  return (
    <span role="status" aria-live="polite">
      <Chip
        component={RouterLink}
        to="/pos/sales-waiting"
        clickable
        icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
        color={!online ? 'warning' : parked > 0 ? 'error' : waiting > 0 ? 'info' : 'success'}
        variant={online && waiting === 0 && parked === 0 ? 'outlined' : 'filled'}
        label={label}
        aria-label={`Connection: ${label}`}
        size="small"
      />
    </span>
  );
}
