import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePostStockCount } from '../api/change-stock-count-status';
import { getStockCountDifferencesQueryOptions } from '../api/get-stock-count-lines';
import { differenceTotals } from '../lib/difference-totals';
import type { StockCount } from '../types';

const WIDTH = 460;

function SummaryRow({ label, value, loading = false }: { label: string; value: string; loading?: boolean }) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {loading ? <CircularProgress size={14} aria-label={`Loading ${label}`} /> : value}
      </Typography>
    </Box>
  );
}

/**
 * Post a count: what it comes to (the lines counted, the shortage and overage at cost, the
 * products nobody counted), whether those go to zero, and Post. Each difference then moves stock.
 */
export function PostStockCountDialog({ count, open, onClose }: { count: StockCount; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [zeroUncounted, setZeroUncounted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const post = usePostStockCount();
  const differences = useQuery({ ...getStockCountDifferencesQueryOptions(count.id), enabled: open });
  const totals = differences.data ? differenceTotals(differences.data) : null;
  const uncounted = count.lineCount - count.countedCount;
  const uncountedText = uncounted === 1 ? 'The 1 product' : `The ${uncounted} products`;
  const busy = post.isPending;

  const close = () => {
    if (busy) return;
    setRefusal(null);
    setZeroUncounted(false);
    onClose();
  };
  const confirm = () =>
    post.mutate(
      { id: count.id, zeroUncounted },
      {
        onSuccess: (answer) => {
          const found = answer.data.serialsFound.map((f) => f.serialNumber);
          // One snackbar shows at a time: the serials found go with the posting's own message.
          if (found.length === 0) notify.success(`${count.stockCountNumber} posted.`);
          else
            notify.info(
              `${count.stockCountNumber} posted. ${found.length === 1 ? `Serial number ${found[0]} was` : `Serial numbers ${found.join(', ')} were`} found on the shelf though the books have ${found.length === 1 ? 'it' : 'them'} out of stock: not put back, look into ${found.length === 1 ? 'it' : 'them'}.`,
              { action: 'Close' },
            );
          setRefusal(null);
          setZeroUncounted(false);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 422)) setRefusal(error.message);
          else notify.error(errorMessage(error));
        },
      },
    );

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: WIDTH, maxWidth: WIDTH } } }}>
      <DialogTitle id={titleId}>Post {count.stockCountNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Each difference moves stock at the product&apos;s average cost. Sales made after a product was counted are not differences.
          </DialogContentText>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          {differences.error ? (
            <Alert severity="warning">{errorMessage(differences.error, 'The differences could not be added up.')}</Alert>
          ) : null}
          <Box component="dl" aria-label="Summary" sx={{ m: 0 }}>
            <SummaryRow label="Counted lines" value={`${count.countedCount} of ${count.lineCount}`} />
            <SummaryRow label="Shortage value" value={totals ? formatMoney(totals.shortageValue) : '—'} loading={differences.isPending} />
            <SummaryRow label="Overage value" value={totals ? formatMoney(totals.overageValue) : '—'} loading={differences.isPending} />
            <SummaryRow label="Uncounted products" value={String(uncounted)} />
          </Box>
          <Box>
            <FormControlLabel
              control={<Checkbox checked={zeroUncounted} onChange={(event) => setZeroUncounted(event.target.checked)} disabled={busy} />}
              label="Set uncounted products to zero"
            />
            <Typography variant="caption" color="text.secondary" component="p">
              {zeroUncounted
                ? `${uncountedText} nobody counted ${uncounted === 1 ? 'goes' : 'go'} to zero on hand.`
                : `${uncountedText} nobody counted ${uncounted === 1 ? 'is' : 'are'} left as ${uncounted === 1 ? 'it is' : 'they are'}.`}
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Post
        </Button>
      </DialogActions>
    </Dialog>
  );
}
