import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { FieldChoice } from '../lib/import-kinds';

/** The choice that leaves a column out. */
export const DONT_IMPORT = "Don't import";

export type MappingTableProps = {
  columns: readonly string[];
  mapping: Record<string, string>;
  choices: readonly FieldChoice[];
  onChange: (column: string, field: string | null) => void;
  disabled?: boolean;
};

/**
 * The file's columns and the field each is read as, one picker per column (the kind's fields by
 * label, and Don't import). Scrolls within its own box on a narrow screen.
 */
export function MappingTable({ columns, mapping, choices, onChange, disabled }: MappingTableProps) {
  const mapped = new Set(Object.values(mapping));
  const missing = choices.filter((c) => c.required && !mapped.has(c.field));
  return (
    <Box>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label="Column mapping">
          <TableHead>
            <TableRow>
              <TableCell>Column in the file</TableCell>
              <TableCell>Import as</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {columns.map((column, index) => {
              const field = mapping[column];
              const known = field === undefined || choices.some((c) => c.field === field);
              return (
                <TableRow key={`${column}-${index}`}>
                  <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 100 }}>
                    {column || `(column ${index + 1})`}
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      disabled={disabled}
                      value={field ?? ''}
                      onChange={(event) => onChange(column, event.target.value === '' ? null : event.target.value)}
                      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Import ${column || `column ${index + 1}`} as` } }}
                    >
                      <option value="">{DONT_IMPORT}</option>
                      {choices.map((choice) => (
                        <option key={choice.field} value={choice.field}>
                          {choice.label}
                          {choice.required ? ' (required)' : ''}
                        </option>
                      ))}
                      {known ? null : <option value={field}>{field}</option>}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {missing.length > 0 ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }} role="status">
          No column is read as {missing.map((m) => m.label).join(', ')}; every row needs it.
        </Typography>
      ) : null}
    </Box>
  );
}
