import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { OfflineTerminalStatus } from '../offline/use-offline-terminal';
import { connectionLabel } from './offline-indicator';

/**
 * The connection as an icon, for the phone's one-line bar (in the phone layout's chunk): the cloud
 * (crossed out offline), a badge counting the sales waiting on this device, and the same name and
 * link as the desktop bar's chip.
 */
export function ConnectionIcon({ status }: { status: OfflineTerminalStatus }) {
  const { online, waiting, parked, failing } = status;
  const label = connectionLabel(status);
  const color = !online ? 'warning' : parked > 0 || failing > 0 ? 'error' : 'success';
  return (
    <span role="status" aria-live="polite">
      <IconButton component={RouterLink} to="/pos/sales-waiting" aria-label={`Connection: ${label}`} title={label} color={color}>
        {/* The count is in the name too ("… 2 sales waiting"); none waiting, no badge (not even a hidden 0). */}
        <Badge
          badgeContent={waiting > 0 ? waiting : undefined}
          invisible={waiting === 0}
          color={parked > 0 || failing > 0 ? 'error' : 'info'}
          max={99}
        >
          {online ? <CloudDoneIcon /> : <CloudOffIcon />}
        </Badge>
      </IconButton>
    </span>
  );
}
