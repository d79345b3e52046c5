import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { IMPORT_MAX_BYTES } from '@oim/shared/schemas/imports';
import { formatFileSize } from '@/lib/format';

/** Where the upload is: sending the file (percent sent), or the server reading its rows. */
export type UploadState =
  { stage: 'idle' } | { stage: 'sending'; percent: number; fileName: string } | { stage: 'reading'; fileName: string };

/** A box to drop a .csv or .xlsx on (or pick one), and the upload's progress once it is sent. */
export function FileDrop({ state, onFile }: { state: UploadState; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = state.stage !== 'idle';
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : 'transparent',
        minWidth: 0,
      }}
    >
      <input
        ref={input}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        aria-label="Spreadsheet file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {state.stage === 'idle' ? (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <UploadFileOutlinedIcon color="action" fontSize="large" />
          <Typography>Drop a .csv or .xlsx file here</Typography>
          <Button variant="contained" onClick={() => input.current?.click()}>
            Choose File
          </Button>
          <Typography variant="caption" color="text.secondary">
            Up to {formatFileSize(IMPORT_MAX_BYTES)}; the data on the first sheet, the headers in row 1.
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={1} sx={{ textAlign: 'left' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{state.fileName}</Typography>
          {state.stage === 'sending' ? (
            <>
              <LinearProgress variant="determinate" value={state.percent} aria-label={`Uploading ${state.fileName}`} />
              <Typography variant="body2" color="text.secondary" role="status">
                Uploading… {Math.floor(state.percent)}%
              </Typography>
            </>
          ) : (
            <>
              <LinearProgress aria-label="Reading rows" />
              <Typography variant="body2" color="text.secondary" role="status">
                Reading rows…
              </Typography>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
