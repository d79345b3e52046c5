import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatTime } from '@/lib/format';
import { formatQuantity } from '@/lib/quantity';
import type { QueuedEntry } from './counting-db';

/** What an entry is of: its product once known, else the barcode scanned. */
export function entryLabel(entry: QueuedEntry): string {
  if (entry.productName) return entry.productName;
  return entry.barcode ? `Barcode ${entry.barcode}` : 'Product';
}

/** "+5 piece", "= 12 piece" (set), "2 serials". */
export function entryQuantity(entry: QueuedEntry): string {
  const unit = entry.unit ? ` ${entry.unit}` : '';
  const amount =
    entry.serialNumbers.length > 0
      ? `${entry.serialNumbers.length} ${entry.serialNumbers.length === 1 ? 'serial' : 'serials'}`
      : `${formatQuantity(entry.quantity)}${unit}`;
  return entry.mode === 'SET' ? `= ${amount}` : `+${amount}`;
}

const STATE: Record<QueuedEntry['status'], { label: string; color: 'default' | 'success' | 'error' | 'warning' }> = {
  waiting: { label: 'Waiting', color: 'warning' },
  sent: { label: 'Sent', color: 'success' },
  parked: { label: 'Not counted', color: 'error' },
  removing: { label: 'Undoing', color: 'default' },
};

/** This device's newest entries of the count, newest first, each with its state and Undo. */
export function LastScans({ entries, onUndo }: { entries: QueuedEntry[]; onUndo: (entry: QueuedEntry) => void }) {
  return (
    <Box component="section" aria-labelledby="last-scans-title">
      <Typography id="last-scans-title" variant="subtitle2" component="h2" sx={{ px: 0.5 }}>
        Last Scans
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, py: 1 }}>
          Nothing counted on this device yet.
        </Typography>
      ) : (
        <List dense aria-label="Last scans" disablePadding>
          {entries.map((entry) => {
            const state = STATE[entry.status];
            const label = entryLabel(entry);
            return (
              <ListItem
                key={entry.entryId}
                divider
                disableGutters
                sx={{ gap: 1, alignItems: 'flex-start' }}
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => onUndo(entry)}
                    aria-label={`Undo ${label} ${entryQuantity(entry)}`}
                    sx={{ minHeight: 44 }}
                  >
                    Undo
                  </Button>
                }
              >
                <Box sx={{ minWidth: 0, flex: 1, pr: 9 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {label}
                  </Typography>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="body2">{entryQuantity(entry)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatTime(entry.countedAt)}
                    </Typography>
                    <Chip size="small" label={state.label} color={state.color} variant="outlined" />
                  </Box>
                  {entry.lastError && entry.status !== 'waiting' ? (
                    <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
                      {entry.lastError}
                    </Typography>
                  ) : null}
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
