import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { breakdownEntries } from '@/components/payment-breakdown/breakdown-rows';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { expenseCategoryTotalsQueryOptions } from '../api/get-expense-report';

// The charts library loads only when the report has something to draw.
const BreakdownChart = lazy(() => import('@/components/payment-breakdown/payment-breakdown-chart'));

/** Totals per expense category of the report's filter: a pie in the chart palette and a table. */
export function ExpenseCategoryTotals({ filter }: { filter: TableFilter }) {
  const totals = useQuery(expenseCategoryTotalsQueryOptions(filter));
  const rows = useMemo(() => totals.data?.data ?? [], [totals.data]);
  const entries = useMemo(
    () =>
      breakdownEntries(
        rows.map((row) => ({
          paymentTypeName: row.expenseName,
          totalAmount: row.totalAmount,
          percentage: row.percentage,
          orderCount: row.expenseCount,
        })),
      ),
    [rows],
  );
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 320 }}>
      <CardHeader
        title="Totals per Category"
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={
          totals.data ? (
            <Typography sx={{ fontWeight: 600, pr: 1 }} aria-label="Total expenses">
              {formatMoney(totals.data.total)}
            </Typography>
          ) : undefined
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        {totals.isLoading ? (
          <CircularProgress size={24} />
        ) : totals.isError ? (
          <Typography color="error">The totals could not be loaded.</Typography>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">No expenses in this period.</Typography>
        ) : (
          <>
            <Suspense fallback={<Box sx={{ height: 260 }} />}>
              <BreakdownChart entries={entries} />
            </Suspense>
            <Table size="small" aria-label="Totals per category">
              <TableHead>
                <TableRow>
                  <TableCell>Category</TableCell>
                  <TableCell align="right">Expenses</TableCell>
                  <TableCell align="right">%</TableCell>
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TableRow key={entry.name}>
                    <TableCell>
                      <Box
                        component="span"
                        sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: entry.color, mr: 1 }}
                      />
                      {entry.name}
                    </TableCell>
                    <TableCell align="right">{entry.orderCount}</TableCell>
                    <TableCell align="right">{entry.percentage.toFixed(1)}%</TableCell>
                    <TableCell align="right">{formatMoney(entry.totalAmount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
