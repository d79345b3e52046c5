import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { formatQuantity } from '@/lib/quantity';
import type { StockSummary } from '../types';

function Figure({
  label,
  value,
  tone,
  note,
}: {
  label: string;
  value: string | null;
  tone?: 'warning.main' | 'error.main';
  note?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {value === null ? (
        <Skeleton width={80} height={36} />
      ) : (
        <Typography variant="h5" component="p" sx={{ fontWeight: 600, color: tone ?? 'text.primary' }}>
          {value}
        </Typography>
      )}
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** What the out-of-stock figure counts: a location's empty shelves, or products stocked nowhere. */
export const OUT_OF_STOCK_NOTES: Record<StockSummary['outOfStockScope'], string> = {
  location: 'Carried at this location, none on hand',
  everywhere: 'No stock at any location',
};

/** The stock list's totals over its filters (inventory/stocks/summary). */
export function StockSummaryCards({ summary }: { summary: StockSummary | undefined }) {
  const show = (n: number | undefined) => (n === undefined ? null : formatQuantity(n));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 2 }}>
      <Figure label="Products" value={show(summary?.products)} />
      <Figure label="Units on Hand" value={show(summary?.totalOnHand)} />
      <Figure label="At or Below Reorder Point" value={show(summary?.belowReorderPoint)} tone="warning.main" />
      <Figure
        label="Out of Stock"
        value={show(summary?.outOfStock)}
        tone="error.main"
        {...(summary ? { note: OUT_OF_STOCK_NOTES[summary.outOfStockScope] } : {})}
      />
    </Box>
  );
}
