import type { ReactNode } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

/** As many rows as the server takes in one list (a class's units, a schedule's breaks). */
const MAX_ROWS = 50;

type RowListProps = {
  /** The heading's id, which names the group for a screen reader. */
  id: string;
  title: string;
  hint: string;
  /** The list's own error (e.g. no base unit), under the rows. */
  error: string | undefined;
  count: number;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
};

/** A titled group of editable rows in a dialog, the list's error under them and an Add button (up to 50 rows). */
export function RowList({ id, title, hint, error, count, addLabel, onAdd, children }: RowListProps) {
  return (
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
      {error ? (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
      <Button startIcon={<AddIcon />} size="small" sx={{ mt: 1 }} onClick={onAdd} disabled={count >= MAX_ROWS}>
        {addLabel}
      </Button>
    </Box>
  );
}

/** Removes row `index` (named "Remove unit 2" for a screen reader); the last one stays, since the list needs at least one. */
export function RemoveRowButton({ title, index, count, onRemove }: { title: string; index: number; count: number; onRemove: () => void }) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton aria-label={`${title} ${index + 1}`} onClick={onRemove} disabled={count === 1} sx={{ mt: 0.25 }}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
