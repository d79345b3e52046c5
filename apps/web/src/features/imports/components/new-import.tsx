import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { IMPORT_MAX_BYTES, type ImportKind } from '@oim/shared/schemas/imports';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateImport } from '../api/create-import';
import { downloadImportTemplate } from '../api/download-import-template';
import { fileProblem, IMPORT_KIND_TEXT } from '../lib/import-kinds';
import type { ImportPreview } from '../types';
import { FileDrop, type UploadState } from './file-drop';
import { KindPicker } from './kind-picker';

/** The server's words for a refused file: its field errors (the file, the kind), else its message. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldErrors = Object.values(error.errors).flat();
    if (fieldErrors.length > 0) return fieldErrors.join(' ');
  }
  return errorMessage(error, 'The file could not be read.');
}

/** Step one: the kind, its template, and the file; answers the preview once the server has read it. */
export function NewImport({ initialKind, onPreview }: { initialKind: ImportKind; onPreview: (preview: ImportPreview) => void }) {
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [upload, setUpload] = useState<UploadState>({ stage: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const create = useCreateImport();

  const send = (file: File) => {
    const wrong = fileProblem(file, IMPORT_MAX_BYTES);
    setProblem(wrong);
    if (wrong) return;
    setUpload({ stage: 'sending', percent: 0, fileName: file.name });
    create.mutate(
      {
        kind,
        file,
        // Once every byte is sent, the server is reading the rows: the bar gives way to "Reading rows…".
        onProgress: (percent) =>
          setUpload(percent >= 100 ? { stage: 'reading', fileName: file.name } : { stage: 'sending', percent, fileName: file.name }),
      },
      {
        onSuccess: (preview) => {
          setUpload({ stage: 'idle' });
          onPreview(preview);
        },
        onError: (error) => {
          setUpload({ stage: 'idle' });
          setProblem(refusal(error));
        },
      },
    );
  };
  const template = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate(kind);
    } catch (error) {
      notify.error(errorMessage(error, 'The template could not be downloaded.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} component="section" aria-labelledby="new-import-title">
      <Typography id="new-import-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        New Import
      </Typography>
      <Stack spacing={2}>
        <KindPicker value={kind} onChange={setKind} disabled={upload.stage !== 'idle'} />
        <Box>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template()} disabled={downloading}>
            Download Template
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            The {IMPORT_KIND_TEXT[kind].label} columns with an example row, and a second sheet explaining each one. Your own file works too:
            its columns are matched by their headers, and you can change any.
          </Typography>
        </Box>
        <FileDrop state={upload} onFile={send} />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
      </Stack>
    </Paper>
  );
}
