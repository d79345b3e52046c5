import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, Checkbox, TablePagination, Typography } from '@mui/material';
import { cellContent } from './list-table-columns';
import type { ListCard, ListColumn, RowAction } from './list-table-types';
import { RowActionsMenu } from './row-actions-menu';

type Props<T extends { id: number | string }> = {
  /** Names the list of cards, as it names the grid (e.g. Products). */
  label?: string;
  rows: T[];
  columns: ListColumn<T>[];
  card: ListCard;
  /** What a tap on a card opens (the list's row click), if anything. */
  onOpen?: (row: T) => void;
  actionsFor: (row: T) => RowAction<T>[];
  /** Checkbox selection, when the list offers it. */
  selectable: boolean;
  isSelected: (row: T) => boolean;
  onToggle: (row: T) => void;
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

const empty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/**
 * The list table on a phone: each row a card (a title, a line of its other main fields, an amount
 * and a status on the right), a tap opening it as a row click does, and the same paging.
 */
export function ListCards<T extends { id: number | string }>(props: Props<T>) {
  const { card, columns } = props;
  const byField = new Map(columns.map((c) => [c.field, c]));
  const show = (field: string | undefined, row: T): ReactNode => {
    const column = field ? byField.get(field) : undefined;
    return column ? cellContent(column, row) : null;
  };
  return (
    <Box data-list-cards="" sx={{ borderTop: 1, borderColor: 'divider' }}>
      {props.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {props.loading ? 'Loading…' : 'No records found'}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={props.label}
          sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1, opacity: props.loading ? 0.6 : 1 }}
        >
          {props.rows.map((row) => {
            const title = show(card.title, row);
            const details = (card.details ?? []).map((field) => [field, show(field, row)] as const).filter(([, v]) => !empty(v));
            const amount = show(card.amount, row);
            const status = show(card.status, row);
            const actions = props.actionsFor(row);
            const body = (
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, minWidth: 0 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="p" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {title}
                  </Typography>
                  {details.length > 0 ? (
                    <Typography component="p" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {details.map(([field, value], i) => (
                        <Box component="span" key={field}>
                          {i > 0 ? ' · ' : null}
                          {value}
                        </Box>
                      ))}
                    </Typography>
                  ) : null}
                </Box>
                {!empty(amount) || !empty(status) ? (
                  <Box
                    sx={{ textAlign: 'right', flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}
                  >
                    {!empty(amount) ? (
                      <Typography component="p" variant="subtitle2" sx={{ fontWeight: 600 }}>
                        {amount}
                      </Typography>
                    ) : null}
                    {!empty(status) ? <Box sx={{ typography: 'body2' }}>{status}</Box> : null}
                  </Box>
                ) : null}
              </Box>
            );
            return (
              <Box component="li" key={row.id} data-list-card="">
                <Card variant="outlined" sx={{ display: 'flex', alignItems: 'stretch' }}>
                  {props.selectable ? (
                    <Checkbox
                      checked={props.isSelected(row)}
                      onChange={() => props.onToggle(row)}
                      slotProps={{ input: { 'aria-label': 'Select row' } }}
                      sx={{ alignSelf: 'center' }}
                    />
                  ) : null}
                  {props.onOpen ? (
                    <CardActionArea onClick={() => props.onOpen?.(row)} sx={{ flex: 1, minWidth: 0 }}>
                      {body}
                    </CardActionArea>
                  ) : (
                    <Box sx={{ flex: 1, minWidth: 0 }}>{body}</Box>
                  )}
                  {actions.length > 0 ? (
                    <Box sx={{ display: 'flex', alignItems: 'center', pr: 0.5 }}>
                      <RowActionsMenu row={row} actions={actions} />
                    </Box>
                  ) : null}
                </Card>
              </Box>
            );
          })}
        </Box>
      )}
      <TablePagination
        component="div"
        count={props.total}
        page={props.total === 0 ? 0 : props.page - 1}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={props.pageSizes}
        labelRowsPerPage="Rows"
        onPageChange={(_event, page) => props.onPage(page + 1)}
        onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
      />
    </Box>
  );
}
