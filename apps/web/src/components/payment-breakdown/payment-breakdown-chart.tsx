import { useEffect, useState } from 'react';
import { PieChart, pieClasses } from '@mui/x-charts/PieChart';
import { percentText, type BreakdownEntry } from './breakdown-rows';

/** Spec 9: the chart is refreshed 100 ms after the view is first laid out. */
export const CHART_REFRESH_DELAY_MS = 100;

/** The pie of the breakdown, labelled with percentages to 1 decimal. Loaded only when shown. */
export default function PaymentBreakdownChart({ entries }: { entries: BreakdownEntry[] }) {
  // Drawn again once the surrounding layout has settled, so the pie takes its final size.
  const [refresh, setRefresh] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setRefresh((n) => n + 1), CHART_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <PieChart
      key={refresh}
      height={260}
      series={[
        {
          data: entries.map((entry, index) => ({ id: index, value: entry.totalAmount, label: entry.name, color: entry.color })),
          arcLabel: (item) => percentText(entries[Number(item.id)]?.percentage ?? 0),
          // A slice under 5% keeps its share in the legend and table: its label would not fit inside it.
          arcLabelMinAngle: 18,
          innerRadius: 40,
          paddingAngle: 1,
          cornerRadius: 3,
          highlightScope: { fade: 'global', highlight: 'item' },
        },
      ]}
      sx={{ [`& .${pieClasses.arcLabel}`]: { fill: '#fff', fontWeight: 600, fontSize: 12 } }}
    />
  );
}
