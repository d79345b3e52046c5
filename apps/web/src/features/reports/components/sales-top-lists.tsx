import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { withUnit } from '@/lib/quantity';
import { topCustomersQueryOptions, topProductsQueryOptions } from '../api/get-sales-report';

type Entry = { key: number; primary: string; secondary: string; amount: number };

function TopList({ title, entries, loading, empty }: { title: string; entries: Entry[]; loading: boolean; empty: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }} sx={{ pb: 0 }} />
      <CardContent sx={{ pt: 0 }}>
        {loading ? (
          <Skeleton height={120} />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {empty}
          </Typography>
        ) : (
          <List dense disablePadding>
            {entries.map((e, i) => (
              <ListItem key={e.key} disableGutters secondaryAction={<Typography variant="body2">{formatMoney(e.amount)}</Typography>}>
                <ListItemText primary={`${i + 1}. ${e.primary}`} secondary={e.secondary} sx={{ pr: 12 }} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** The period's best customers and best-selling products, by net sales. */
export function SalesTopLists({ filter }: { filter: TableFilter }) {
  const customers = useQuery(topCustomersQueryOptions(filter));
  const products = useQuery(topProductsQueryOptions(filter));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TopList
        title="Top Customers"
        loading={customers.isPending}
        empty="No sales in this period."
        entries={(customers.data?.data ?? []).map((c) => ({
          key: c.customerId,
          primary: c.customerName,
          secondary: `${c.orderCount} ${c.orderCount === 1 ? 'order' : 'orders'}`,
          amount: c.netTotal,
        }))}
      />
      <TopList
        title="Top Products"
        loading={products.isPending}
        empty="No sales in this period."
        entries={(products.data?.data ?? []).map((p) => ({
          key: p.productId,
          primary: p.productName,
          secondary: `${p.sku} · ${withUnit(p.quantity, p.baseUnit)}`,
          amount: p.netTotal,
        }))}
      />
    </Stack>
  );
}
