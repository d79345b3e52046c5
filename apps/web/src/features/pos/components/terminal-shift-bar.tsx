import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countedCentavos, DENOMINATIONS, type CashMovementKind, type Denomination } from '@oim/shared/schemas/pos-terminals';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { usePosTerminalOptions } from '@/lib/reference-data/pos-terminals';
import { useCashMovement, useCloseShift, useCurrentShift, useOpenShift, type ClosedShift } from '../api/pos-shifts';
import { chooseTerminal, chosenTerminal } from '../lib/terminal-choice';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

function OpenShiftDialog({ terminalId, open, onClose }: { terminalId: number; open: boolean; onClose: () => void }) {
  const [float, setFloat] = useState('0.00');
  const openShift = useOpenShift(terminalId);
  const valid = MONEY.test(float.trim());
  const submit = async () => {
    try {
      await openShift.mutateAsync(float.trim());
      notify.success('Shift opened.');
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Open Shift</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Count the change fund in the drawer before the first sale.
        </Typography>
        <TextField
          label="Opening Float"
          value={float}
          onChange={(e) => setFloat(e.target.value)}
          error={!valid}
          helperText={valid ? ' ' : 'A peso amount with at most 2 decimals.'}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid || openShift.isPending} onClick={() => void submit()}>
          Open Shift
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CashMovementDialog({ terminalId, open, onClose }: { terminalId: number; open: boolean; onClose: () => void }) {
  const [kind, setKind] = useState<CashMovementKind>('CASH_OUT');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const record = useCashMovement(terminalId);
  const valid = MONEY.test(amount.trim()) && Number(amount) > 0 && reason.trim() !== '';
  const submit = async () => {
    try {
      await record.mutateAsync({ kind, amount: amount.trim(), reason: reason.trim() });
      notify.success(kind === 'CASH_IN' ? 'Cash in recorded.' : 'Cash out recorded.');
      setAmount('');
      setReason('');
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Cash In / Out</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as CashMovementKind)}>
          <MenuItem value="CASH_IN">Cash In (change fund)</MenuItem>
          <MenuItem value="CASH_OUT">Cash Out (petty cash)</MenuItem>
        </TextField>
        <TextField
          label="Amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid || record.isPending} onClick={() => void submit()}>
          Record
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const DENOMINATION_LABEL = (d: Denomination) => (Number(d) >= 1 ? `₱${d}` : `${toCentavos(d)}¢`);

function CloseShiftDialog({ terminalId, open, onClose }: { terminalId: number; open: boolean; onClose: () => void }) {
  const [counts, setCounts] = useState<Partial<Record<Denomination, string>>>({});
  const [closed, setClosed] = useState<ClosedShift | null>(null);
  const close = useCloseShift(terminalId);
  const parsed = useMemo(() => {
    const out: Partial<Record<Denomination, number>> = {};
    for (const d of DENOMINATIONS) {
      const text = (counts[d] ?? '').trim();
      if (text !== '') out[d] = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    }
    return out;
  }, [counts]);
  const valid = Object.values(parsed).every((n) => Number.isInteger(n) && n >= 0);
  const total = valid ? countedCentavos(parsed) : 0;
  const submit = async () => {
    try {
      setClosed(await close.mutateAsync(parsed));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const done = () => {
    setClosed(null);
    setCounts({});
    onClose();
  };
  const over = closed ? Number(closed.overShort) : 0;
  return (
    <Dialog open={open} onClose={closed ? done : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{closed ? 'Shift Closed' : 'Close Shift'}</DialogTitle>
      <DialogContent>
        {closed ? (
          <Table size="small" aria-label="Shift totals">
            <TableBody>
              {(
                [
                  ['Opening float', closed.openingFloat],
                  ['Cash sales', closed.cashSales],
                  ['Cash collections', closed.cashCollections],
                  ['Cash refunds', `−${closed.cashRefunds}`],
                  ['Cash in', closed.cashIn],
                  ['Cash out', `−${closed.cashOut}`],
                  ['Expected cash', closed.expectedCash],
                  ['Counted cash', closed.countedCash],
                ] as const
              ).map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell>{label}</TableCell>
                  <TableCell align="right">{value.startsWith('−') ? `−${formatMoney(value.slice(1))}` : formatMoney(value)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{over < 0 ? 'Short' : over > 0 ? 'Over' : 'Over / Short'}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, color: over < 0 ? 'error.main' : over > 0 ? 'warning.main' : undefined }}>
                  {formatMoney(closed.overShort)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Count the drawer: pieces of each bill and coin.
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              {DENOMINATIONS.map((d) => (
                <TextField
                  key={d}
                  size="small"
                  label={DENOMINATION_LABEL(d)}
                  value={counts[d] ?? ''}
                  onChange={(e) => setCounts((c) => ({ ...c, [d]: e.target.value }))}
                  error={Number.isNaN(parsed[d])}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Pieces of ${DENOMINATION_LABEL(d)}` } }}
                />
              ))}
            </Box>
            <Typography sx={{ mt: 2, fontWeight: 700 }} aria-live="polite">
              Counted: {formatMoney(toPesos(total))}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {closed ? (
          <Button variant="contained" onClick={done}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" disabled={!valid || close.isPending} onClick={() => void submit()}>
              Close Shift
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Which of its dialogs the terminal's shift has open. */
type ShiftDialog = 'open' | 'cash' | 'close' | null;

/**
 * The terminal's BIR state for a channel: its active terminals, which one this device is (kept in
 * the browser), that terminal's shift and its dialogs. Shared by the desktop bar and the phone's
 * terminal menu; `channelId` null (no channel yet) has no terminals.
 */
export function useTerminalShift(channelId: number | null) {
  const terminals = usePosTerminalOptions(channelId !== null);
  const mayShift = useCan('Open and Close Shifts');
  const here = useMemo(
    () => (channelId === null ? [] : (terminals.data ?? []).filter((t) => t.salesChannelId === channelId && t.isActive)),
    [terminals.data, channelId],
  );
  const [terminalId, setTerminalId] = useState<number | null>(() => (channelId === null ? null : chosenTerminal(channelId)));
  const chosen = here.find((t) => t.id === terminalId) ?? null;
  const shift = useCurrentShift(chosen?.id ?? null);
  const [dialog, setDialog] = useState<ShiftDialog>(null);
  const noShift = chosen !== null && shift.isSuccess && shift.data.shift === null;
  const openShift = chosen && shift.data?.shift ? shift.data.shift : null;

  // The channel known later (on first load): its remembered terminal.
  const [terminalsOf, setTerminalsOf] = useState(channelId);
  if (terminalsOf !== channelId) {
    setTerminalsOf(channelId);
    setTerminalId(channelId === null ? null : chosenTerminal(channelId));
  }
  // A remembered terminal that is gone (deleted, deactivated, moved) is forgotten.
  useEffect(() => {
    if (channelId !== null && terminals.isSuccess && terminalId !== null && !chosen) {
      chooseTerminal(channelId, null);
      setTerminalId(null);
    }
  }, [terminals.isSuccess, terminalId, chosen, channelId]);
  // No shift open here: the terminal asks to open one, once per terminal (not again after a close).
  const askedFor = useRef<number | null>(null);
  const chosenId = chosen?.id ?? null;
  useEffect(() => {
    if (noShift && mayShift && dialog === null && askedFor.current !== chosenId) {
      askedFor.current = chosenId;
      setDialog('open');
    }
  }, [noShift, mayShift, dialog, chosenId]);

  const pick = (id: number) => {
    if (channelId === null) return;
    chooseTerminal(channelId, id);
    setTerminalId(id);
  };
  const open = (which: Exclude<ShiftDialog, null>) => {
    if (which === 'close') askedFor.current = chosenId;
    setDialog(which);
  };
  /** The shift in words: open with its float, or none open. */
  const shiftLabel = openShift ? `Shift open · float ${formatMoney(openShift.openingFloat)}` : noShift ? 'No shift open' : null;
  const dialogs = chosen ? (
    <>
      <OpenShiftDialog terminalId={chosen.id} open={dialog === 'open'} onClose={() => setDialog(null)} />
      <CashMovementDialog terminalId={chosen.id} open={dialog === 'cash'} onClose={() => setDialog(null)} />
      <CloseShiftDialog terminalId={chosen.id} open={dialog === 'close'} onClose={() => setDialog(null)} />
    </>
  ) : null;
  return { here, chosen, pick, mayShift, noShift, openShift, shiftLabel, open, dialogs };
}

export type TerminalShift = ReturnType<typeof useTerminalShift>;

/**
 * The terminal's BIR bar for a channel with terminals: which terminal this device is, its shift,
 * and the drawer's actions (open shift, cash in/out, close with the count). A channel without
 * terminals shows nothing, and sells as before. The dialogs are the page's (`dialogs`).
 */
export function TerminalShiftBar({ terminal }: { terminal: TerminalShift }) {
  const { here, chosen, pick, mayShift, noShift, openShift, open } = terminal;
  if (here.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} aria-label="Terminal and shift">
      <TextField
        select
        size="small"
        label="Terminal"
        value={chosen?.id ?? ''}
        onChange={(e) => pick(Number(e.target.value))}
        error={!chosen}
        sx={{ minWidth: 150 }}
      >
        {here.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.terminalName}
          </MenuItem>
        ))}
      </TextField>
      {!chosen ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          Choose this device&apos;s terminal.
        </Alert>
      ) : null}
      {openShift ? <Chip color="success" label={`Shift open · float ${formatMoney(openShift.openingFloat)}`} /> : null}
      {noShift ? <Chip color="warning" label="No shift open" /> : null}
      {chosen && mayShift ? (
        noShift ? (
          <Button size="small" variant="contained" onClick={() => open('open')}>
            Open Shift
          </Button>
        ) : openShift ? (
          <>
            <Button size="small" variant="outlined" onClick={() => open('cash')}>
              Cash In/Out
            </Button>
            <Button size="small" variant="outlined" color="inherit" onClick={() => open('close')}>
              Close Shift
            </Button>
          </>
        ) : null
      ) : null}
    </Box>
  );
}
