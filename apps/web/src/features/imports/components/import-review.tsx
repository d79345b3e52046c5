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
  LinearProgress,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCommitImport } from '../api/commit-import';
import { exportImportErrors } from '../api/export-import-errors';
import { useSaveImportMapping } from '../api/save-import-mapping';
import { useUndoImport } from '../api/undo-import';
import { fieldLabel, IMPORT_KIND_TEXT, remap, type FieldChoice } from '../lib/import-kinds';
import type { ImportPreview } from '../types';
import { MappingTable } from './mapping-table';
import { PreviewTable } from './preview-table';

/** How many of the first errors the screen lists; the rest are in the download. */
export const ERRORS_SHOWN = 20;

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** Numbers with their names, as a definition list (a screen reader reads "Valid, 2"). */
function Figures({ label, figures }: { label: string; figures: { name: string; value: number; warn?: boolean }[] }) {
  return (
    <Box role="group" aria-label={label}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, '& dd': { m: 0 } }}>
        {figures.map((figure) => (
          <Box key={figure.name} sx={{ minWidth: 80 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {figure.name}
            </Typography>
            <Typography component="dd" variant="h6" color={figure.warn && figure.value > 0 ? 'error' : undefined}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The counts of the file's rows: all, valid, invalid. */
export function ImportCounts({ preview }: { preview: ImportPreview }) {
  return (
    <Figures
      label="Rows in the file"
      figures={[
        { name: 'Rows', value: preview.rowCount },
        { name: 'Valid', value: preview.validCount },
        { name: 'Invalid', value: preview.invalidCount, warn: true },
      ]}
    />
  );
}

/** The first errors, each with its row and column, and the download of them all. */
function ErrorList({ preview, choices }: { preview: ImportPreview; choices: readonly FieldChoice[] }) {
  const [downloading, setDownloading] = useState(false);
  if (preview.errors.length === 0) return null;
  const download = async () => {
    setDownloading(true);
    try {
      await exportImportErrors(preview);
    } catch (error) {
      notify.error(errorMessage(error, 'The errors could not be downloaded.'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="import-errors-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="import-errors-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Errors
        </Typography>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
          Download errors
        </Button>
      </Stack>
      <List dense disablePadding>
        {preview.errors.slice(0, ERRORS_SHOWN).map((error, index) => (
          <ListItem key={`${error.row}-${error.column}-${index}`} disableGutters sx={{ display: 'block' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>Row {error.row}</strong>
              {error.column ? `, ${error.column}` : error.field ? `, ${fieldLabel(choices, error.field)}` : ''}: {error.message}
            </Typography>
          </ListItem>
        ))}
      </List>
      {preview.invalidCount > 0 && preview.errors.length > ERRORS_SHOWN ? (
        <Typography variant="body2" color="text.secondary">
          The first {ERRORS_SHOWN} errors are shown; Download errors has every one.
        </Typography>
      ) : null}
    </Box>
  );
}

/** What a committed import did, and Undo while nothing it made has been used. */
function ImportResult({ preview }: { preview: ImportPreview }) {
  const undo = useUndoImport();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const canUndo = preview.status === 'COMMITTED' && preview.canUndo !== false;
  const confirm = () => {
    setRefusal(null);
    undo.mutate(preview.id, {
      onSuccess: (answer) => notify.success(answer?.message ?? `${preview.importNumber} was undone.`),
      onError: (error) => setRefusal(errorMessage(error, 'The import could not be undone.')),
      onSettled: () => setAsking(false),
    });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="import-result-title">
      <Typography id="import-result-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {preview.status === 'UNDONE' ? 'Import undone' : 'Import finished'}
      </Typography>
      <Box sx={{ my: 1 }}>
        <Figures
          label="Result"
          figures={[
            { name: 'Created', value: preview.createdCount ?? 0 },
            { name: 'Updated', value: preview.updatedCount ?? 0 },
            { name: 'Skipped', value: preview.skippedCount ?? 0 },
          ]}
        />
      </Box>
      {preview.committedAt ? (
        <Typography variant="body2" color="text.secondary">
          Imported {formatDateTime(preview.committedAt)}
        </Typography>
      ) : null}
      {preview.status === 'UNDONE' ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          What this import made has been taken back out.
        </Typography>
      ) : null}
      {refusal ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      ) : null}
      {canUndo ? (
        <Button sx={{ mt: 1 }} variant="outlined" color="error" onClick={() => setAsking(true)}>
          Undo import
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Undo Import"
        message={`Undo ${preview.importNumber}? What it created is deleted, what it changed gets its previous values back, and its stock and opening balances are taken back out.`}
        confirmLabel="Undo import"
        busy={undo.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}

export type ImportReviewProps = {
  preview: ImportPreview;
  choices: readonly FieldChoice[];
  /** Back to the upload, to bring a corrected file. */
  onFixFile: () => void;
};

/**
 * An import after the upload: while previewed, its columns' mapping (changed one at a time), the
 * counts, the preview and the errors, and Import N rows; once committed, the result and Undo.
 */
export function ImportReview({ preview, choices, onFixFile }: ImportReviewProps) {
  const saveMapping = useSaveImportMapping();
  const commit = useCommitImport();
  const [choosing, setChoosing] = useState(false);
  const [commitError, setCommitError] = useState<string | null>(null);
  const previewed = preview.status === 'PREVIEWED';
  const busy = saveMapping.isPending || commit.isPending;

  const changeMapping = (column: string, field: string | null) => {
    saveMapping.mutate({ id: preview.id, mapping: remap(preview.mapping, preview.columns, column, field) });
  };
  const runCommit = (skipInvalid: boolean) => {
    setChoosing(false);
    setCommitError(null);
    commit.mutate(
      { id: preview.id, skipInvalid },
      {
        onSuccess: (done) => notify.success(`${done.importNumber}: ${rows((done.createdCount ?? 0) + (done.updatedCount ?? 0))} imported.`),
        onError: (error) => setCommitError(errorMessage(error, 'The import could not be saved.')),
      },
    );
  };
  const startCommit = () => (preview.invalidCount > 0 ? setChoosing(true) : runCommit(false));

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {preview.importNumber} · {IMPORT_KIND_TEXT[preview.kind].label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {preview.fileName} · uploaded {formatDateTime(preview.createdAt)}
          {preview.createdByName ? ` by ${preview.createdByName}` : ''}
        </Typography>
      </Box>

      {preview.status !== 'PREVIEWED' ? <ImportResult preview={preview} /> : null}

      {previewed ? (
        <Box component="section" aria-labelledby="import-mapping-title">
          <Typography id="import-mapping-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Columns
          </Typography>
          <MappingTable columns={preview.columns} mapping={preview.mapping} choices={choices} onChange={changeMapping} disabled={busy} />
          {saveMapping.isPending ? (
            <Box sx={{ mt: 1 }}>
              <LinearProgress aria-label="Reading rows again" />
              <Typography variant="body2" color="text.secondary" role="status">
                Reading rows…
              </Typography>
            </Box>
          ) : null}
          {saveMapping.isError ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(saveMapping.error, 'The mapping could not be saved.')}
            </Alert>
          ) : null}
        </Box>
      ) : null}

      <ImportCounts preview={preview} />

      {previewed ? (
        <Box>
          {commit.isPending ? (
            <Box sx={{ mb: 1 }}>
              <LinearProgress aria-label="Importing" />
              <Typography variant="body2" color="text.secondary" role="status">
                Importing {rows(preview.validCount)}…
              </Typography>
            </Box>
          ) : null}
          {commitError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {commitError}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={startCommit} disabled={busy || preview.validCount === 0}>
              Import {rows(preview.validCount)}
            </Button>
            <Button onClick={onFixFile} disabled={busy}>
              Upload Another File
            </Button>
          </Stack>
        </Box>
      ) : null}

      <ErrorList preview={preview} choices={choices} />

      {preview.rows.length > 0 ? (
        <Box component="section" aria-labelledby="import-preview-title" sx={{ minWidth: 0 }}>
          <Typography id="import-preview-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Preview {preview.rows.length < preview.rowCount ? `(the first ${preview.rows.length} of ${preview.rowCount} rows)` : ''}
          </Typography>
          <PreviewTable preview={preview} choices={choices} />
        </Box>
      ) : null}

      <Dialog
        open={choosing}
        onClose={() => setChoosing(false)}
        aria-labelledby="invalid-rows-title"
        slotProps={{ paper: { sx: { width: 420, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle id="invalid-rows-title">Some Rows Have Errors</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {rows(preview.invalidCount)} of the file cannot be imported. Import the {rows(preview.validCount)} without errors and skip the
            others, or fix the file and upload it again.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            onClick={() => {
              setChoosing(false);
              onFixFile();
            }}
          >
            Fix the File
          </Button>
          <Button variant="contained" onClick={() => runCommit(true)} autoFocus>
            Skip Invalid Rows
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
