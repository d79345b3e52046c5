import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session-store';
import { Link as RouterLink } from 'react-router';
import { liveQuery } from 'dexie';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useOnline } from '@/lib/offline/connectivity';
import { useCan } from '@/lib/permissions';
import { offlineDb, type QueuedSale, type SyncedSale } from '../offline/offline-db';
import { discardParkedSale, makeWaitingSalesDue, retryParkedSale } from '../offline/offline-sales';
import { FAILING_AFTER_TRIES, isFailing, syncNow } from '../offline/sync-queue';

/** Discarding a parked sale drops a sale the customer paid for: the same right as voiding a sale. */
export const DISCARD_PERMISSION = 'Delete Sales Orders';

const PARK_REASONS: Record<string, string> = {
  SERIAL_ALREADY_SOLD: 'A serial number of this sale was sold meanwhile',
  PRODUCT_UNAVAILABLE: 'A product of this sale was deleted or deactivated',
  NO_SHIFT: 'The terminal had no shift open when the sale was made',
  MADE_AT_OUT_OF_RANGE: 'The sale is too old, or the device clock was wrong',
};

function reasonOf(sale: QueuedSale, userId: number | null): string {
  if (sale.status === 'waiting' && sale.madeBy && sale.madeBy.id !== userId)
    return `Sent when ${sale.madeBy.name} signs in on this device (a sale is posted under its cashier)`;
  if (isFailing(sale))
    return `Failing after ${sale.attempts} tries: ${sale.lastError ?? 'no answer'} — tried again every minute, or now with Send now`;
  if (sale.status === 'waiting') return sale.lastError ? `Retrying: ${sale.lastError}` : 'Waiting to be sent';
  const known = sale.parkedCode ? PARK_REASONS[sale.parkedCode] : sale.parkedStatus === 403 ? 'The cashier may no longer make sales' : null;
  return [known, sale.lastError].filter(Boolean).join(' — ');
}

/**
 * /pos/sales-waiting: the sales this device made offline that have not reached the server yet, and
 * the ones the server refused for a reason retrying cannot fix (parked). A parked sale may be sent
 * again once its cause is resolved (e.g. the serial number corrected at the server), or discarded
 * with a confirmation by someone who may void sales.
 */
export default function PosSalesWaitingPage() {
  const online = useOnline();
  const canDiscard = useCan(DISCARD_PERMISSION);
  const userId = useSession((state) => state.user?.id ?? null);
  const [sales, setSales] = useState<QueuedSale[]>([]);
  const [synced, setSynced] = useState<SyncedSale[]>([]);
  const [discarding, setDiscarding] = useState<QueuedSale | null>(null);

  useEffect(() => {
    const db = offlineDb();
    const subscription = liveQuery(async () => ({
      sales: await db.sales.orderBy('seq').toArray(),
      synced: await db.synced.orderBy('syncedAt').reverse().limit(20).toArray(),
    })).subscribe({
      next: (value) => {
        setSales(value.sales);
        setSynced(value.synced);
      },
      error: (error: unknown) => console.error('Could not read the offline queue', error),
    });
    return () => subscription.unsubscribe();
  }, []);

  const waiting = sales.filter((s) => s.status === 'waiting').length;
  const failing = sales.filter(isFailing).length;
  const parked = sales.length - waiting;
  // Send now sends at once, a failing sale's slower retry included.
  const sendNow = () => void makeWaitingSalesDue().then(() => syncNow());

  return (
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 1, md: 3 }, bgcolor: 'background.default' }}>
      <Paper sx={{ p: 2, maxWidth: 1100, mx: 'auto' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/pos" startIcon={<ArrowBackIcon />} size="small">
            Back
          </Button>
          <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
            Sales waiting
          </Typography>
          <Chip color={online ? 'success' : 'warning'} label={online ? 'Online' : 'Offline'} size="small" />
          <Button variant="outlined" disabled={!online || waiting === 0} onClick={sendNow}>
            Send now
          </Button>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {waiting} waiting · {parked} parked. Sales made offline on this device are sent in the order they were made; a parked sale needs a
          manager.
        </Typography>
        {failing > 0 ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failing === 1 ? '1 sale is' : `${failing} sales are`} failing: the server did not take {failing === 1 ? 'it' : 'them'} after{' '}
            {FAILING_AFTER_TRIES} tries (its answer is in the Reason column). The later sales wait behind it. It is tried again every
            minute; if it keeps failing, tell the shop&apos;s administrator.
          </Alert>
        ) : null}
        {sales.length === 0 ? <Alert severity="success">Every sale made on this device has reached the server.</Alert> : null}
        {sales.length > 0 ? (
          // On a phone the table scrolls sideways on its own, not the page.
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Sales waiting">
              <TableHead>
                <TableRow>
                  <TableCell>Offline receipt</TableCell>
                  <TableCell>Made at</TableCell>
                  <TableCell>Cashier</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Reason</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {sales.map((sale) => (
                  <TableRow key={sale.clientSaleId}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{sale.provisionalNumber}</TableCell>
                    <TableCell>{formatDateTime(sale.madeAt)}</TableCell>
                    <TableCell>{sale.madeBy?.name ?? ''}</TableCell>
                    <TableCell>{sale.customerName ?? ''}</TableCell>
                    <TableCell align="right">{formatMoney(sale.netTotal)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={sale.status === 'parked' || isFailing(sale) ? 'error' : 'info'}
                        label={sale.status === 'parked' ? 'Parked' : isFailing(sale) ? 'Failing' : 'Waiting'}
                      />
                    </TableCell>
                    <TableCell>{reasonOf(sale, userId)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {sale.status === 'parked' ? (
                        <>
                          <Button size="small" onClick={() => void retryParkedSale(sale.clientSaleId).then(() => syncNow())}>
                            Retry
                          </Button>
                          {canDiscard ? (
                            <Button size="small" color="error" onClick={() => setDiscarding(sale)}>
                              Discard
                            </Button>
                          ) : null}
                        </>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
        {synced.length > 0 ? (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1 }}>
              Recently sent
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Recently sent">
                <TableHead>
                  <TableRow>
                    <TableCell>Offline receipt</TableCell>
                    <TableCell>Sales order</TableCell>
                    <TableCell>Sent at</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {synced.map((s) => (
                    <TableRow key={s.clientSaleId}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.provisionalNumber}</TableCell>
                      <TableCell>{s.salesOrderNumber}</TableCell>
                      <TableCell>{formatDateTime(new Date(s.syncedAt))}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        ) : null}
      </Paper>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this sale?"
        message={`Sale ${discarding?.provisionalNumber ?? ''} of ${formatMoney(discarding?.netTotal ?? 0)} will never reach the server. Discard it only when it was rung up again or the goods came back.`}
        confirmLabel="Discard"
        onConfirm={() => {
          const sale = discarding;
          setDiscarding(null);
          if (sale) void discardParkedSale(sale.clientSaleId);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </Box>
  );
}
