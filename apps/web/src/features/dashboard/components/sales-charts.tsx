import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { format } from 'date-fns';
import { CHART_PALETTE } from '@/components/payment-breakdown/breakdown-rows';
import { CHART_REFRESH_DELAY_MS } from '@/components/payment-breakdown/payment-breakdown-chart';
import { parseDay } from '@/lib/days';
import { formatMoney } from '@/lib/format';
import type { StoreInsights } from '../types';
import { InsightCard } from './insight-card';

const COMPACT = new Intl.NumberFormat('en-PH', { notation: 'compact', maximumFractionDigits: 1 });
const yAxis = [{ valueFormatter: (value: number | null) => COMPACT.format(value ?? 0), width: 44 }];
const money = (value: number | null) => formatMoney(value ?? 0);

/** Spec 9: a chart is drawn again 100 ms after the view is laid out, so it takes its final size. */
function useChartRefresh(): number {
  const [refresh, setRefresh] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setRefresh((n) => n + 1), CHART_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return refresh;
}

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'a' : 'p'}`;

export function SalesByHourChart({ hours }: { hours: NonNullable<StoreInsights['salesByHour']> }) {
  const refresh = useChartRefresh();
  return (
    <InsightCard title="Sales by Hour Today">
      <BarChart
        key={refresh}
        height={240}
        xAxis={[{ scaleType: 'band', data: hours.map((h) => hourLabel(h.hour)) }]}
        yAxis={yAxis}
        series={[{ data: hours.map((h) => h.netTotal), label: 'Net sales', color: CHART_PALETTE[0], valueFormatter: money }]}
        hideLegend
      />
    </InsightCard>
  );
}

export function SalesByDayChart({ days }: { days: NonNullable<StoreInsights['salesByDay']> }) {
  const refresh = useChartRefresh();
  return (
    <InsightCard title="Sales by Day" grow={1.4}>
      <LineChart
        key={refresh}
        height={240}
        xAxis={[{ scaleType: 'point', data: days.map((d) => format(parseDay(d.date), 'MMM d')) }]}
        yAxis={yAxis}
        series={[
          {
            data: days.map((d) => d.netSales),
            label: 'Net sales',
            color: CHART_PALETTE[1],
            valueFormatter: money,
            showMark: days.length <= 31,
          },
        ]}
        hideLegend
      />
    </InsightCard>
  );
}

/** What the period's sales were paid with: a pie in the palette, colours used in turn. */
export function PaymentMixChart({ mix }: { mix: NonNullable<StoreInsights['paymentMix']> }) {
  const refresh = useChartRefresh();
  return (
    <InsightCard title="Payment Mix">
      {mix.length === 0 ? (
        <Typography color="text.secondary">No sales in this period.</Typography>
      ) : (
        <PieChart
          key={refresh}
          height={220}
          series={[
            {
              data: mix.map((m, index) => ({
                id: index,
                value: m.total,
                label: m.paymentTypeName,
                color: CHART_PALETTE[index % CHART_PALETTE.length]!,
              })),
              innerRadius: 40,
              paddingAngle: 1,
              cornerRadius: 3,
              valueFormatter: (item) => formatMoney(item.value),
            },
          ]}
        />
      )}
    </InsightCard>
  );
}
