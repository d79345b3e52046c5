import { useState } from 'react';
import { Alert, Box, Button, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { Breadcrumb } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatInstant } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { usePosTerminalOptions } from '@/lib/reference-data/pos-terminals';
import { saveFile } from '@/lib/save-file';
import { downloadElectronicJournal, useElectronicJournal } from '../api/get-electronic-journal';

const TITLE = 'Electronic Journal';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Reports' }, { label: TITLE, to: '/reports/electronic-journal' }];
const today = () => formatInstant(new Date(), 'yyyy-MM-dd');

function ElectronicJournal() {
  const terminals = usePosTerminalOptions();
  const [terminalId, setTerminalId] = useState<number | null>(null);
  const [date, setDate] = useState(today);
  const current = terminalId ?? terminals.data?.[0]?.id ?? null;
  const journal = useElectronicJournal(current, date);
  const [downloading, setDownloading] = useState(false);
  const name = terminals.data?.find((t) => t.id === current)?.terminalName ?? 'terminal';

  const download = async () => {
    if (current === null) return;
    setDownloading(true);
    try {
      saveFile(await downloadElectronicJournal(current, date), `journal-${name.replace(/[^A-Za-z0-9-]+/g, '-')}-${date}.txt`);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={current === null || downloading}
            onClick={() => void download()}
          >
            Export Text File
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Terminal"
          value={current ?? ''}
          onChange={(e) => setTerminalId(Number(e.target.value))}
          sx={{ minWidth: 200 }}
        >
          {(terminals.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.terminalName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="Business Date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {terminals.isSuccess && terminals.data.length === 0 ? (
        <Alert severity="info">No terminals are set up (Settings › POS Terminals).</Alert>
      ) : null}
      {journal.isError ? <Alert severity="error">{errorMessage(journal.error)}</Alert> : null}
      {journal.isSuccess && journal.data.length === 0 ? (
        <Alert severity="info">Nothing was issued at this terminal on {date}.</Alert>
      ) : null}
      <Stack spacing={2}>
        {(journal.data ?? []).map((entry) => (
          <Paper
            key={entry.id}
            variant="outlined"
            sx={{ p: 2, maxWidth: 480 }}
            component="article"
            aria-label={`${entry.kind} ${entry.documentNumber ?? ''}`}
          >
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <Chip
                size="small"
                label={entry.kind.replace('_', ' ')}
                color={entry.kind === 'VOID' ? 'error' : entry.kind === 'REPRINT' ? 'warning' : 'default'}
              />
              <Typography variant="body2">{entry.documentNumber}</Typography>
              <Typography variant="caption" color="text.secondary">
                {formatInstant(entry.createdAt, 'h:mm:ss a')}
              </Typography>
            </Stack>
            <Box component="pre" sx={{ m: 0, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', overflowX: 'auto' }}>
              {entry.content}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

/** /reports/electronic-journal: what each terminal issued on a day (receipts, reprints, voids), as issued. */
export default function ElectronicJournalPage() {
  return (
    <PermissionGate permission="View Electronic Journal" header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <ElectronicJournal />
    </PermissionGate>
  );
}
