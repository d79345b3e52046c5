import { Link as RouterLink } from 'react-router';
import { Button, Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { formatDateTime } from '@/lib/days';
import { formatMoney } from '@/lib/format';
import type { StoreInsights } from '../types';
import { InsightCard } from './insight-card';

const COUNT = new Intl.NumberFormat('en-PH');
const dense = { py: 0.5, px: 0 };

/** A link in a card's header to the report or list the card summarises. */
function Open({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} size="small" aria-label={label}>
      View
    </Button>
  );
}

export function TopProductsCard({ products }: { products: NonNullable<StoreInsights['topProducts']> }) {
  return (
    <InsightCard title="Top Products">
      {products.length === 0 ? (
        <Typography color="text.secondary">No sales in this period.</Typography>
      ) : (
        <List dense disablePadding>
          {products.map((p, index) => (
            <ListItem key={p.productId} sx={dense} secondaryAction={<Typography variant="body2">{formatMoney(p.netSales)}</Typography>}>
              <ListItemText
                primary={`${index + 1}. ${p.productName}`}
                secondary={`${p.sku} · ${COUNT.format(p.quantity)} sold`}
                sx={{ pr: 12, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </InsightCard>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </div>
  );
}

const documents = (count: number) => `${COUNT.format(count)} ${count === 1 ? 'document' : 'documents'}`;

export function LowStockCard({ lowStock }: { lowStock: NonNullable<StoreInsights['lowStock']> }) {
  return (
    <InsightCard title="Low Stock" action={<Open to="/reports/low-stock-report" label="View the low stock report" />}>
      <Figure label="At or below reorder point" value={COUNT.format(lowStock.count)} detail="products × locations" />
    </InsightCard>
  );
}

export function ReceivablesCard({ receivables }: { receivables: NonNullable<StoreInsights['receivables']> }) {
  return (
    <InsightCard title="Receivables" action={<Open to="/financials/account-receivables" label="View the receivables" />}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
        <Figure label="Overdue" value={formatMoney(receivables.overdueTotal)} detail={documents(receivables.overdueCount)} />
        <Figure label="Due this week" value={formatMoney(receivables.dueThisWeekTotal)} detail={documents(receivables.dueThisWeekCount)} />
      </Stack>
    </InsightCard>
  );
}

export function PayablesCard({ payables }: { payables: NonNullable<StoreInsights['payables']> }) {
  return (
    <InsightCard title="Payables" action={<Open to="/financials/account-payables" label="View the payables" />}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3 }}>
        <Figure label="Due this week" value={formatMoney(payables.dueThisWeekTotal)} detail={documents(payables.dueThisWeekCount)} />
        <Figure label="Overdue" value={formatMoney(payables.overdueTotal)} detail={documents(payables.overdueCount)} />
      </Stack>
    </InsightCard>
  );
}

const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');

export function JobOrdersCard({ jobOrders }: { jobOrders: NonNullable<StoreInsights['jobOrders']> }) {
  return (
    <InsightCard title="Open Job Orders" action={<Open to="/service/service-orders" label="View the job orders" />}>
      <Figure label="Open" value={COUNT.format(jobOrders.open)} />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {jobOrders.byStatus.map((s) => (
          <Chip key={s.status} size="small" variant="outlined" label={`${statusLabel(s.status)}: ${COUNT.format(s.count)}`} />
        ))}
      </Stack>
    </InsightCard>
  );
}

export function RecentSalesCard({ sales }: { sales: NonNullable<StoreInsights['recentSales']> }) {
  return (
    <InsightCard title="Recent Sales" action={<Open to="/sales/sales-orders" label="View the sales orders" />} grow={2}>
      {sales.length === 0 ? (
        <Typography color="text.secondary">No sales yet.</Typography>
      ) : (
        <List dense disablePadding aria-label="Recent sales">
          {sales.map((s) => (
            <ListItem key={s.id} sx={dense} secondaryAction={<Typography variant="body2">{formatMoney(s.netTotal)}</Typography>}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/sales/sales-orders/${s.id}`}>
                    {s.salesOrderNumber}
                  </Link>
                }
                secondary={`${s.customerName} · ${formatDateTime(s.salesOrderDate)}`}
                sx={{ pr: 12, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </InsightCard>
  );
}
