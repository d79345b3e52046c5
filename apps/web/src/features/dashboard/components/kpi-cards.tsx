import { Card, CardContent, Stack, Typography } from '@mui/material';
import { formatMoney } from '@/lib/format';
import type { Compared, StoreInsights } from '../types';
import { changeOf } from './change';

const COUNT = new Intl.NumberFormat('en-PH');

function KpiCard({ label, figure, money }: { label: string; figure: Compared; money: boolean }) {
  const change = changeOf(figure.current, figure.previous);
  const show = (value: number) => (money ? formatMoney(value) : COUNT.format(value));
  const color = change.direction === 'up' ? 'success.main' : change.direction === 'down' ? 'error.main' : 'text.secondary';
  return (
    <Card variant="outlined" sx={{ flex: '1 1 160px', minWidth: 0 }} data-testid={`kpi-${label}`}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {show(figure.current)}
        </Typography>
        <Typography variant="body2" component="p">
          <Typography component="span" variant="body2" sx={{ color, fontWeight: 600 }}>
            {change.text}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            vs {show(figure.previous)}
          </Typography>
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Net sales, orders, average basket and gross profit of the period, each against the period before. */
export function KpiCards({ sales }: { sales: NonNullable<StoreInsights['sales']> }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <KpiCard label="Net Sales" figure={sales.netSales} money />
      <KpiCard label="Orders" figure={sales.orders} money={false} />
      <KpiCard label="Average Basket" figure={sales.averageBasket} money />
      <KpiCard label="Gross Profit" figure={sales.grossProfit} money />
    </Stack>
  );
}
