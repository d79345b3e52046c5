import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CircularProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { format } from 'date-fns';
import { CHART_PALETTE } from '@/components/payment-breakdown/breakdown-rows';
import { parseDay } from '@/lib/days';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { expenseSeriesQueryOptions } from '../api/get-expense-report';
import type { ExpenseSeriesInterval } from '../types';

const COMPACT = new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 });

const INTERVALS: { value: ExpenseSeriesInterval; label: string }[] = [
  { value: 'daily', label: 'Day' },
  { value: 'weekly', label: 'Week' },
  { value: 'monthly', label: 'Month' },
];

/** How a period of the series is labelled: a day, the week from its Monday, a month. */
function periodLabel(period: string, interval: ExpenseSeriesInterval): string {
  const day = parseDay(period);
  if (interval === 'monthly') return format(day, 'MMM yyyy');
  return interval === 'weekly' ? `Wk ${format(day, 'MMM d')}` : format(day, 'MMM d');
}

/** The report's expenses by day, week or month (every period of the range, zeros included). */
export function ExpenseSeries({ filter }: { filter: TableFilter }) {
  const [interval, setInterval] = useState<ExpenseSeriesInterval>('daily');
  const series = useQuery(expenseSeriesQueryOptions(filter, interval));
  const points = series.data?.data ?? [];
  return (
    <Card variant="outlined" sx={{ flex: 1.4, minWidth: 320 }}>
      <CardHeader
        title="Expenses over Time"
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={interval}
            onChange={(_event, value: ExpenseSeriesInterval | null) => value && setInterval(value)}
            aria-label="Group expenses by"
          >
            {INTERVALS.map((option) => (
              <ToggleButton key={option.value} value={option.value}>
                {option.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        sx={{ pb: 0 }}
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
            // Ticks in short figures (15K, 1.2M), so they fit the axis on a phone as on a desk.
            yAxis={[{ valueFormatter: (value: number | null) => COMPACT.format(value ?? 0), width: 48 }]}
            series={[
              {
                data: points.map((point) => Number(point.totalAmount)),
                label: 'Expenses',
                color: CHART_PALETTE[0],
                valueFormatter: (value) => formatMoney(value ?? 0),
              },
            ]}
            hideLegend
          />
        )}
      </CardContent>
    </Card>
  );
}
