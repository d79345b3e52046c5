import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { addDays, format, parseISO } from 'date-fns';
import { useStockHistory, type StockHistoryPeriod } from '../api/get-stock-history';
import { shopToday } from '@/lib/days';
import { formatQuantity } from '@/lib/quantity';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The last 30 days, as the report answers by default. */
export function defaultHistoryPeriod(now = shopToday()): StockHistoryPeriod {
  return { periodFrom: day(addDays(now, -29)), periodTo: day(now) };
}

/** Day by day: units in, out and the closing balance of a product at each location (reports/stock-history). */
export function StockHistoryPanel({ productId, unit }: { productId: number; unit: string | null }) {
  const [period, setPeriod] = useState<StockHistoryPeriod>(() => defaultHistoryPeriod());
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(period.periodFrom) && /^\d{4}-\d{2}-\d{2}$/.test(period.periodTo) && period.periodFrom <= period.periodTo;
  const history = useStockHistory(productId, valid ? period : null);
  const rows = useMemo(() => history.data ?? [], [history.data]);

  // One line per location: its closing balance on each day it moved.
  const chart = useMemo(() => {
    const dates = [...new Set(rows.map((r) => r.date))].sort();
    const locations = [...new Map(rows.map((r) => [r.locationId, r.locationName])).entries()];
    const series = locations.map(([locationId, name]) => {
      let last: number | null = null;
      const data = dates.map((date) => {
        const row = rows.find((r) => r.locationId === locationId && r.date === date);
        if (row) last = row.closingBalance;
        return last;
      });
      return { label: name, data, curve: 'stepAfter' as const, showMark: true };
    });
    return { dates, series };
  }, [rows]);

  return (
    <Card variant="outlined">
      <CardHeader
        title="Stock History"
        subheader={`Closing balance per day, in ${unit ?? 'base units'}`}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          <TextField
            type="date"
            size="small"
            label="Period From"
            value={period.periodFrom}
            onChange={(event) => setPeriod((p) => ({ ...p, periodFrom: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="Period To"
            value={period.periodTo}
            onChange={(event) => setPeriod((p) => ({ ...p, periodTo: event.target.value }))}
            error={!valid}
            helperText={!valid ? 'Choose a period that ends after it starts.' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {history.isFetching ? <CircularProgress size={20} sx={{ alignSelf: 'center' }} aria-label="Loading" /> : null}
        </Stack>
        {history.error ? (
          <Alert severity="error">{history.error.message || 'The stock history could not be loaded.'}</Alert>
        ) : rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {history.isPending ? 'Loading...' : 'No stock movements in this period.'}
          </Typography>
        ) : (
          <>
            {chart.dates.length > 1 ? (
              <Box sx={{ height: 240, mb: 2 }}>
                <LineChart
                  xAxis={[{ scaleType: 'point', data: chart.dates.map((d) => format(parseISO(d), 'MMM d')) }]}
                  series={chart.series}
                  height={240}
                  margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
                />
              </Box>
            ) : null}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Stock history">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Location</TableCell>
                    <TableCell align="right">In</TableCell>
                    <TableCell align="right">Out</TableCell>
                    <TableCell align="right">Closing Balance</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={`${row.date}-${row.locationId}`}>
                      <TableCell>{format(parseISO(row.date), 'MMM d, yyyy')}</TableCell>
                      <TableCell>{row.locationName}</TableCell>
                      <TableCell align="right">{formatQuantity(row.quantityIn)}</TableCell>
                      <TableCell align="right">{formatQuantity(row.quantityOut)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600 }}>
                        {formatQuantity(row.closingBalance)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
