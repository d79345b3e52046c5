import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { ReadingRow } from '@oim/shared/pos/readings';
import type { Breadcrumb } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { usePosTerminalOptions } from '@/lib/reference-data/pos-terminals';
import { saveFile } from '@/lib/save-file';
import {
  downloadXReadingPdf,
  downloadZReadingPdf,
  issueXReading,
  useMakeZReading,
  useTerminalShifts,
  useXReading,
  useZReadings,
} from '../api/readings';
import { printReading, readingPaperText, type ReadingWidth } from '../lib/print-reading';

const TITLE = 'Readings';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Reports' }, { label: TITLE, to: '/reports/readings' }];
const time = (iso: string | null) => formatDateTime(iso);

/** A reading as it prints, at the chosen paper width. */
function ReadingPaper({ rows, width, label }: { rows: readonly ReadingRow[]; width: ReadingWidth; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        fontFamily: 'monospace',
        fontSize: 12,
        lineHeight: 1.35,
        bgcolor: 'background.default',
        overflowX: 'auto',
        borderRadius: 1,
      }}
    >
      {readingPaperText(rows, width)}
    </Box>
  );
}

function ReadingActions(props: {
  width: ReadingWidth;
  onWidth: (w: ReadingWidth) => void;
  onPrint: () => void;
  onPdf: () => void;
  busy: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.width}
        onChange={(_, w: ReadingWidth | null) => w && props.onWidth(w)}
        aria-label="Paper width"
      >
        <ToggleButton value={58}>58 mm</ToggleButton>
        <ToggleButton value={80}>80 mm</ToggleButton>
      </ToggleButtonGroup>
      <Button size="small" variant="outlined" startIcon={<PrintOutlinedIcon />} disabled={props.busy} onClick={props.onPrint}>
        Print
      </Button>
      <Button size="small" variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} disabled={props.busy} onClick={props.onPdf}>
        PDF
      </Button>
    </Stack>
  );
}

function Readings() {
  const terminals = usePosTerminalOptions();
  const [terminalId, setTerminalId] = useState<number | null>(null);
  const current = terminalId ?? terminals.data?.[0]?.id ?? null;
  const terminalName = terminals.data?.find((t) => t.id === current)?.terminalName ?? 'terminal';
  const shifts = useTerminalShifts(current);
  const [shiftId, setShiftId] = useState<number | null>(null);
  const shown = shiftId !== null && shifts.data?.some((s) => s.id === shiftId) ? shiftId : (shifts.data?.[0]?.id ?? null);
  const x = useXReading(current, shown);
  const zReadings = useZReadings(current);
  const [zId, setZId] = useState<number | null>(null);
  const z = zReadings.data?.find((r) => r.id === zId) ?? zReadings.data?.[0] ?? null;
  const makeZ = useMakeZReading(current);
  const canMakeZ = useCan('Make Z Reading');
  const [confirming, setConfirming] = useState(false);
  const [width, setWidth] = useState<ReadingWidth>(80);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const safe = terminalName.replace(/[^A-Za-z0-9-]+/g, '-');
  // An X reading is journaled when it is issued (printed or downloaded), not when looked at.
  const printX = () => run(async () => printReading((await issueXReading(current!, shown!)).rows, width, `X reading ${terminalName}`));
  const pdfX = () =>
    run(async () => {
      await issueXReading(current!, shown!);
      saveFile(await downloadXReadingPdf(current!, shown!), `x-reading-${safe}-${shown}.pdf`);
    });
  const printZ = () => run(() => printReading(z!.rows, width, `Z reading ${z!.zCounter}`));
  const pdfZ = () => run(async () => saveFile(await downloadZReadingPdf(current!, z!.id), `z-reading-${safe}-${z!.zCounter}.pdf`));
  const make = async () => {
    setConfirming(false);
    try {
      const made = await makeZ.mutateAsync();
      setZId(made.id);
      notify.success(`Z reading #${made.zCounter} made.`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Box>
      <PageHeader
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        actions={
          canMakeZ ? (
            <Button variant="contained" disabled={current === null || makeZ.isPending} onClick={() => setConfirming(true)}>
              Make Z Reading
            </Button>
          ) : undefined
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Terminal"
          value={current ?? ''}
          onChange={(e) => {
            setTerminalId(Number(e.target.value));
            setShiftId(null);
            setZId(null);
          }}
          sx={{ minWidth: 200 }}
        >
          {(terminals.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.terminalName}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {terminals.isSuccess && terminals.data.length === 0 ? (
        <Alert severity="info">No terminals are set up (Settings › POS Terminals).</Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label="X reading">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            X Reading
          </Typography>
          <Stack spacing={1.5}>
            <TextField
              select
              size="small"
              label="Shift"
              value={shown ?? ''}
              onChange={(e) => setShiftId(Number(e.target.value))}
              disabled={!shifts.data?.length}
            >
              {(shifts.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  #{s.id} · {time(s.openedAt)} ·{' '}
                  {s.status === 'OPEN'
                    ? 'open'
                    : `closed, ${Number(s.overShort) < 0 ? 'short' : 'over'} ${formatMoney(Math.abs(Number(s.overShort ?? 0)))}`}
                </MenuItem>
              ))}
            </TextField>
            {shifts.isSuccess && shifts.data.length === 0 ? <Alert severity="info">No shift was opened at this terminal yet.</Alert> : null}
            {x.isError ? <Alert severity="error">{errorMessage(x.error)}</Alert> : null}
            {x.data ? (
              <>
                <ReadingActions width={width} onWidth={setWidth} onPrint={() => void printX()} onPdf={() => void pdfX()} busy={busy} />
                <ReadingPaper rows={x.data.rows} width={width} label="X reading as printed" />
              </>
            ) : null}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} component="section" aria-label="Z readings">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Z Readings
          </Typography>
          {zReadings.isSuccess && zReadings.data.length === 0 ? (
            <Alert severity="info">No Z reading was made at this terminal yet.</Alert>
          ) : null}
          {zReadings.data?.length ? (
            <List dense disablePadding sx={{ mb: 1, maxHeight: 220, overflowY: 'auto' }} aria-label="Past Z readings">
              {zReadings.data.map((r) => (
                <ListItemButton key={r.id} selected={r.id === z?.id} onClick={() => setZId(r.id)}>
                  <ListItemText
                    primary={`Z #${r.zCounter} · ${r.businessDate}`}
                    secondary={`${r.transactionCount} transactions · net ${formatMoney(r.netSales)} · grand total ${formatMoney(r.presentGrandTotal)}`}
                  />
                </ListItemButton>
              ))}
            </List>
          ) : null}
          {z ? (
            <Stack spacing={1.5}>
              <ReadingActions width={width} onWidth={setWidth} onPrint={() => void printZ()} onPdf={() => void pdfZ()} busy={busy} />
              <ReadingPaper rows={z.rows} width={width} label="Z reading as printed" />
            </Stack>
          ) : null}
        </Paper>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Make the Z reading of {terminalName}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This closes the terminal&apos;s business day: every sale since the last Z reading is counted in it, it cannot be changed, and
            only one can be made a day. Every shift must be closed.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void make()}>
            Make Z Reading
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** /reports/readings: a terminal's X reading per shift and its Z readings (make, list, print, PDF). */
export default function ReadingsPage() {
  return (
    <PermissionGate permission={['View Readings', 'Make Z Reading']} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <Readings />
    </PermissionGate>
  );
}
