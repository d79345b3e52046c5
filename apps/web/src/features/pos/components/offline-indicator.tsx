import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import DownloadingIcon from '@mui/icons-material/Downloading';
import OfflinePinIcon from '@mui/icons-material/OfflinePin';
import { readinessLabel, type OfflineTerminalStatus } from '../offline/use-offline-terminal';
import { offlineUnavailableReason, onSecureAddress, phonePageUrl } from '@/lib/secure-address';

/** The connection in words: Online or Offline, and the sales waiting, failing and parked on this device. */
export function connectionLabel({ online, waiting, parked, failing }: OfflineTerminalStatus): string {
  const parts = [online ? 'Online' : 'Offline'];
  if (waiting > 0) parts.push(`${waiting} ${waiting === 1 ? 'sale' : 'sales'} waiting`);
  if (failing > 0) parts.push(`${failing} failing`);
  if (parked > 0) parts.push(`${parked} parked`);
  return parts.join(' · ');
}

/**
 * The terminal bar's connection chip: Online or Offline, and how many sales wait on this device to
 * be sent (how many of them keep failing, and how many a manager must look at). It leads to the Sales waiting screen.
 */
export function OfflineIndicator({ status }: { status: OfflineTerminalStatus }) {
  const { online, waiting, parked, failing } = status;
  const label = connectionLabel(status);
  return (
    <span role="status" aria-live="polite">
      <Chip
        component={RouterLink}
        to="/pos/sales-waiting"
        clickable
        icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
        color={!online ? 'warning' : parked > 0 || failing > 0 ? 'error' : waiting > 0 ? 'info' : 'success'}
        variant={online && waiting === 0 && parked === 0 ? 'outlined' : 'filled'}
        label={label}
        aria-label={`Connection: ${label}`}
        size="small"
      />
    </span>
  );
}

/**
 * The terminal bar's readiness chip: whether this device can sell without a connection ("Ready
 * offline": the channel's catalogue and reference data are stored and the app is kept), or how far
 * it got ("Preparing offline (n of N products)").
 */
export function OfflineReadinessChip({ status }: { status: OfflineTerminalStatus }) {
  const label = readinessLabel(status);
  if (!label) return null;
  const blocked = offlineUnavailableReason();
  if (blocked) {
    // Why this device cannot sell offline, leading (on a plain address) to the page that sets it up.
    const secure = onSecureAddress();
    return (
      <span role="status" aria-live="polite">
        <Chip
          {...(secure ? {} : { component: 'a', href: phonePageUrl(), clickable: true })}
          icon={<CloudOffIcon />}
          color="warning"
          variant="outlined"
          label={label}
          title={blocked}
          aria-description={blocked}
          size="small"
        />
      </span>
    );
  }
  const ready = label === 'Ready offline';
  return (
    <span role="status" aria-live="polite">
      <Chip
        icon={ready ? <OfflinePinIcon /> : <DownloadingIcon />}
        color={ready ? 'success' : 'default'}
        variant="outlined"
        label={label}
        title={
          ready
            ? 'This device can sell without a connection.'
            : 'Keep the terminal open and online until this says Ready offline: before, this device cannot sell without a connection.'
        }
        size="small"
      />
    </span>
  );
}
