import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { fieldLabel, shownValue, type FieldChoice } from '../lib/import-kinds';
import type { ImportError, ImportPreview } from '../types';

const invalidCell = {
  bgcolor: (theme: { palette: { error: { main: string } } }) => alpha(theme.palette.error.main, 0.12),
  boxShadow: (theme: { palette: { error: { main: string } } }) => `inset 0 0 0 1px ${theme.palette.error.main}`,
} as const;

/** The errors of a row that belong to a column (by its header, or by the field it is read as). */
function cellErrors(errors: readonly ImportError[], column: string, field: string): ImportError[] {
  return errors.filter((e) => e.column === column || (e.column === null && e.field === field));
}

/** What the file said in a refused cell: struck through and muted (it has no value to show, or one that will not be saved). */
const rawText = { color: 'text.secondary', textDecorationLine: 'line-through' } as const;

/**
 * The first rows as they will be saved, one column per mapped column, with the spreadsheet's row
 * number; an invalid cell is in the error colour with its message as the tooltip (and for screen
 * readers), and shows the file's text of the cell instead of a value (a refused cell has none).
 */
export function PreviewTable({ preview, choices }: { preview: ImportPreview; choices: readonly FieldChoice[] }) {
  const shown = preview.columns.filter((column) => preview.mapping[column]);
  // The box is the containing block of the cells' hidden error texts, so they scroll (and clip) with it.
  return (
    <Box
      sx={{ position: 'relative', overflow: 'auto', maxHeight: 520, maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
      tabIndex={0}
      role="region"
      aria-label="Preview rows"
    >
      <Table size="small" stickyHeader aria-label="Preview">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            {shown.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {column}
                <Typography variant="caption" color="text.secondary" component="div">
                  {fieldLabel(choices, preview.mapping[column]!)}
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.rows.map((row) => {
            // What no shown column explains (a row-level error, or one about a field no column is read as) is on the row number.
            const rowLevel = row.errors.filter((e) => !shown.some((c) => cellErrors([e], c, preview.mapping[c]!).length > 0));
            return (
              <TableRow key={row.row} data-row={row.row}>
                <TableCell
                  title={rowLevel.map((e) => e.message).join('\n') || undefined}
                  data-invalid={rowLevel.length > 0 ? 'true' : undefined}
                  sx={{ color: 'text.secondary', ...(rowLevel.length > 0 ? invalidCell : {}) }}
                >
                  {row.row}
                  {rowLevel.length > 0 ? <Box sx={VISUALLY_HIDDEN}> error: {rowLevel.map((e) => e.message).join('; ')}</Box> : null}
                </TableCell>
                {shown.map((column) => {
                  const field = preview.mapping[column]!;
                  const raw = row.cells[preview.columns.indexOf(column)] ?? '';
                  const errors = cellErrors(row.errors, column, field);
                  const message = errors.map((e) => e.message).join('\n');
                  return (
                    <TableCell
                      key={column}
                      title={message || undefined}
                      data-invalid={errors.length > 0 ? 'true' : undefined}
                      sx={{
                        whiteSpace: 'nowrap',
                        maxWidth: 280,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        ...(errors.length > 0 ? invalidCell : {}),
                      }}
                    >
                      {errors.length > 0 ? (
                        <ErrorOutlineIcon color="error" aria-hidden sx={{ fontSize: 16, verticalAlign: 'text-bottom', mr: 0.5 }} />
                      ) : null}
                      {errors.length > 0 ? (
                        raw ? (
                          <Box component="s" data-raw="true" sx={rawText}>
                            {raw}
                          </Box>
                        ) : null
                      ) : (
                        shownValue(row.values[field])
                      )}
                      {errors.length > 0 ? <Box sx={VISUALLY_HIDDEN}> error: {errors.map((e) => e.message).join('; ')}</Box> : null}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
