import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatMoney } from '@/lib/format';
import { formatQuantity } from '@/lib/quantity';
import type { SupplierReturn } from '../types';

const cardTitle = { title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } } as const;

function linesText(r: SupplierReturn): string {
  return (r.items ?? [])
    .map((item) => {
      const serials = item.serialNumbers.length > 0 ? ` (${item.serialNumbers.join(', ')})` : '';
      return `${formatQuantity(item.quantity)} × ${item.product?.productName ?? 'product'}${serials}`;
    })
    .join('; ');
}

/** The goods of a receipt sent back to its supplier: what went, its value, and how it was settled. */
export function SupplierReturnsCard({ returns }: { returns: readonly SupplierReturn[] }) {
  if (returns.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2, overflowX: 'auto' }} component="section" aria-label="Returns to supplier">
      <CardHeader title="Returns to Supplier" slotProps={cardTitle} sx={{ pb: 0 }} />
      <Table size="small" aria-label="Supplier returns">
        <TableHead>
          <TableRow>
            <TableCell>Return #</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Lines</TableCell>
            <TableCell>Reason</TableCell>
            <TableCell align="right">Value</TableCell>
            <TableCell align="right">Off the Payable</TableCell>
            <TableCell align="right">Supplier Credit</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {returns.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.supplierReturnNumber}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.returnDate)}</TableCell>
              <TableCell>{linesText(r)}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {r.reason}
                </Typography>
              </TableCell>
              <TableCell align="right">{formatMoney(r.total)}</TableCell>
              <TableCell align="right">{formatMoney(r.creditTotal)}</TableCell>
              <TableCell align="right">{formatMoney(r.supplierCreditTotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
