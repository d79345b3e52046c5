import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, CircularProgress } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { useImport } from '../api/get-import';
import { fieldChoices } from '../lib/import-kinds';
import { ImportReview } from './import-review';

/** Where the screen lives; "Fix the File" goes back to its upload with the kind chosen. */
export const IMPORT_DATA_PATH = '/settings/import-data';

/** An opened import: its preview, or once committed its result. */
export function OpenedImport({ id }: { id: number }) {
  const navigate = useNavigate();
  const opened = useImport(id);
  const locations = useStockLocationOptions().data;
  const choices = useMemo(() => (opened.data ? fieldChoices(opened.data.kind, locations ?? []) : []), [opened.data, locations]);
  if (opened.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the import" />
      </Box>
    );
  if (opened.isError) return <Alert severity="error">{errorMessage(opened.error, 'The import could not be loaded.')}</Alert>;
  return (
    <ImportReview preview={opened.data} choices={choices} onFixFile={() => void navigate(`${IMPORT_DATA_PATH}?kind=${opened.data.kind}`)} />
  );
}
