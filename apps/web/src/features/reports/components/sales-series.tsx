import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { format } from 'date-fns';
import { CHART_PALETTE } from '@/components/payment-breakdown/breakdown-rows';
import { parseDay } from '@/lib/days';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { salesSeriesQueryOptions } from '../api/get-sales-report';
import type { SalesSeriesInterval } from '../types';

const COMPACT = new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 });

const INTERVALS: { value: SalesSeriesInterval; label: string }[] = [
  { value: 'daily', label: 'Day' },
  { value: 'weekly', label: 'Week' },
  { value: 'monthly', label: 'Month' },
];

function periodLabel(period: string, interval: SalesSeriesInterval): string {
  const day = parseDay(period);
  if (interval === 'monthly') return format(day, 'MMM yyyy');
  return interval === 'weekly' ? `Wk ${format(day, 'MMM d')}` : format(day, 'MMM d');
}

/** Net sales and gross profit by day, week or month (every period of the range, zeros included). */
export function SalesSeries({ filter }: { filter: TableFilter }) {
  const [interval, setInterval] = useState<SalesSeriesInterval>('daily');
  const series = useQuery(salesSeriesQueryOptions(filter, interval));
  const points = series.data?.data ?? [];
  return (
    <Card variant="outlined" sx={{ flex: 1.6, minWidth: 0 }} data-testid="sales-series">
      <CardHeader
        title="Sales over Time"
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={interval}
            onChange={(_event, value: SalesSeriesInterval | null) => value && setInterval(value)}
            aria-label="Group sales by"
          >
            {INTERVALS.map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        sx={{ pb: 0, flexWrap: 'wrap', gap: 1 }}
      />
      <CardContent>
        {series.isLoading ? (
          <CircularProgress size={24} />
        ) : series.isError ? (
          <Typography color="error">The series could not be loaded.</Typography>
        ) : (
          <BarChart
            height={300}
            xAxis={[{ scaleType: 'band', data: points.map((point) => periodLabel(point.period, interval)) }]}
            yAxis={[{ valueFormatter: (value: number | null) => COMPACT.format(value ?? 0), width: 48 }]}
            series={[
              {
                data: points.map((point) => point.netSales),
                label: 'Net Sales',
                color: CHART_PALETTE[0],
                valueFormatter: (value) => formatMoney(value ?? 0),
              },
              {
                data: points.map((point) => point.grossProfit),
                label: 'Gross Profit',
                color: CHART_PALETTE[1],
                valueFormatter: (value) => formatMoney(value ?? 0),
              },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
