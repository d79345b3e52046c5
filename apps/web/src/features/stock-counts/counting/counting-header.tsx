import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { CachedCount } from './counting-db';

/** "Online", "Offline · 3 entries waiting". */
export function connectionLabel(online: boolean, waiting: number): string {
  const parts = [online ? 'Online' : 'Offline'];
  if (waiting > 0) parts.push(`${waiting} ${waiting === 1 ? 'entry' : 'entries'} waiting`);
  return parts.join(' · ');
}

/**
 * The counting screen's bar: back to the count, its number, name and location, and the connection as
 * the terminal's phone bar shows it (the cloud, crossed out offline, with the entries waiting on this
 * device as a badge, and the same in words).
 */
export function CountingHeader({
  countId,
  count,
  online,
  waiting,
}: {
  countId: number;
  count: CachedCount | null;
  online: boolean;
  waiting: number;
}) {
  const label = connectionLabel(online, waiting);
  return (
    <Paper square elevation={1} sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
      <IconButton component={RouterLink} to={`/inventory/stock-counts/${countId}`} aria-label="Back to the count">
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h1" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {count ? `${count.stockCountNumber} · ${count.name}` : 'Stock Count'}
        </Typography>
        {count?.locationName ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {count.locationName}
          </Typography>
        ) : null}
      </Box>
      <Box
        role="status"
        aria-live="polite"
        aria-label={`Connection: ${label}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0, pr: 1.5 }}
      >
        <Badge badgeContent={waiting > 0 ? waiting : undefined} invisible={waiting === 0} color={online ? 'info' : 'warning'} max={999}>
          {online ? <CloudDoneIcon color="success" /> : <CloudOffIcon color="warning" />}
        </Badge>
        {/* The whole label on a wider screen; on a phone the icon says it, and "Offline" in words too. */}
        <Typography variant="body2" sx={{ ml: 1, display: { xs: 'none', sm: 'block' } }} aria-hidden>
          {label}
        </Typography>
        {online ? null : (
          <Typography variant="body2" color="warning.main" sx={{ ml: 1, display: { xs: 'block', sm: 'none' } }} aria-hidden>
            Offline
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
