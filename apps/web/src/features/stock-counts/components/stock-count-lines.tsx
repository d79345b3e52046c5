import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { STOCK_COUNT_LINE_STATES } from '@oim/shared/schemas/stock-counts';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn } from '@/components/list-table/list-table-types';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { formatChange, formatQuantity } from '@/lib/quantity';
import { getStockCountDifferencesQueryOptions, getStockCountLinesQueryOptions } from '../api/get-stock-count-lines';
import { differenceTotals } from '../lib/difference-totals';
import { LINE_STATE_LABELS, type StockCountLine, type StockCountLineState } from '../types';

/** A figure the server leaves out (uncounted, or hidden from a blind count's counters) shows as a dimmed dash. */
export function Missing() {
  return (
    <Typography component="span" variant="body2" color="text.disabled">
      —
    </Typography>
  );
}

const quantity = (value: string | null) => (value === null ? <Missing /> : formatQuantity(value));

const differenceColor = (value: string | null) =>
  value === null || Number(value) === 0 ? 'text.primary' : value.startsWith('-') ? 'error.main' : 'success.main';

const COLUMNS: ListColumn<StockCountLine>[] = [
  { field: 'sku', header: 'SKU', minWidth: 110 },
  { field: 'productName', header: 'Product', minWidth: 200, flex: 2 },
  {
    field: 'onHandAtStart',
    header: 'On Hand at Start',
    sortable: false,
    align: 'right',
    minWidth: 130,
    render: (l) => quantity(l.onHandAtStart),
  },
  {
    field: 'movementsSinceStart',
    header: 'Movements',
    sortable: false,
    align: 'right',
    minWidth: 110,
    render: (l) => (l.movementsSinceStart === null ? <Missing /> : formatChange(l.movementsSinceStart)),
  },
  { field: 'expected', header: 'Expected', sortable: false, align: 'right', minWidth: 100, render: (l) => quantity(l.expected) },
  {
    field: 'counted',
    header: 'Counted',
    align: 'right',
    minWidth: 100,
    render: (l) => (l.counted === null ? <Missing /> : `${formatQuantity(l.counted)} ${l.unit}`.trim()),
  },
  {
    field: 'difference',
    header: 'Difference',
    align: 'right',
    minWidth: 110,
    render: (l) =>
      l.difference === null ? (
        <Missing />
      ) : (
        <Box component="span" sx={{ fontWeight: 600, color: differenceColor(l.difference) }}>
          {formatChange(l.difference)}
        </Box>
      ),
  },
  {
    field: 'differenceValue',
    header: 'Value',
    sortable: false,
    align: 'right',
    minWidth: 110,
    render: (l) =>
      l.differenceValue === null ? (
        <Missing />
      ) : (
        <Box component="span" sx={{ color: differenceColor(l.differenceValue) }}>
          {formatMoney(l.differenceValue)}
        </Box>
      ),
  },
];

/** The money the differences come to: what is short, what is over, and the net. */
export function DifferenceTotalsBar({ countId }: { countId: number }) {
  const differences = useQuery(getStockCountDifferencesQueryOptions(countId));
  if (!differences.data) return null;
  const totals = differenceTotals(differences.data);
  // A blind count's counters see no figures: nothing to add up.
  if (differences.data.length > 0 && totals.lines === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={3}
      sx={{ flexWrap: 'wrap', px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
      aria-label="Totals"
      role="group"
    >
      <Typography variant="body2">
        Lines with a difference: <strong>{differences.data.length}</strong>
      </Typography>
      <Typography variant="body2">
        Shortage: <strong>{formatMoney(totals.shortageValue)}</strong>
      </Typography>
      <Typography variant="body2">
        Overage: <strong>{formatMoney(totals.overageValue)}</strong>
      </Typography>
      <Typography variant="body2">
        Net: <strong>{formatMoney(totals.netValue)}</strong>
      </Typography>
    </Stack>
  );
}

/** The products of a count with their figures: server paged, filtered by state and searched by SKU or name. */
export function StockCountLines({ countId }: { countId: number }) {
  const [state, setState] = useState<StockCountLineState>('ALL');
  const queryOptions = useCallback((filter: TableFilter) => getStockCountLinesQueryOptions(countId, filter), [countId]);
  const baseFilters = useMemo(() => (state === 'ALL' ? [] : [{ column: 'state', value: state }]), [state]);
  return (
    <Box>
      <Box sx={{ px: 2, pt: 1.5, overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={state}
          onChange={(_event, next: StockCountLineState | null) => next && setState(next)}
          aria-label="Show lines"
        >
          {STOCK_COUNT_LINE_STATES.map((s) => (
            <ToggleButton key={s} value={s} sx={{ whiteSpace: 'nowrap', textTransform: 'none' }}>
              {LINE_STATE_LABELS[s]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {/* Another state starts again at its first page. */}
      <ListTable<StockCountLine>
        key={state}
        dense
        title="Lines"
        queryOptions={queryOptions}
        columns={COLUMNS}
        baseFilters={baseFilters}
        search={{ placeholder: 'Search SKU or product' }}
        defaultPageSize={50}
        card={{ title: 'productName', details: ['sku', 'expected', 'counted'], status: 'difference' }}
      />
      <DifferenceTotalsBar countId={countId} />
    </Box>
  );
}
