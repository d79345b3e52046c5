import { Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ApplyCreditButton, CREDIT_STATUS } from '@/components/finance/store-credits';
import { formatMoney } from '@/lib/format';
import type { Rma } from '../types';

/**
 * Store credit an RMA left the customer, and Apply Credit: its balance comes off what the customer
 * owes now (e.g. a later sale rung up on Charge), oldest due first.
 */
export function CustomerCredits({ rma }: { rma: Rma }) {
  const credits = rma.customerCredits ?? [];
  if (credits.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto', mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        Store Credit
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        To use it at a later sale, ring the sale up on the customer&apos;s charge payment type, then apply the credit here.
      </Typography>
      <Table size="small" aria-label="Store credit">
        <TableHead>
          <TableRow>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell>Status</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {credits.map((c) => (
            <TableRow key={c.id}>
              <TableCell align="right">{formatMoney(c.amount)}</TableCell>
              <TableCell align="right">{formatMoney(c.balance)}</TableCell>
              <TableCell>{c.status ? (CREDIT_STATUS[c.status]?.label ?? c.status) : '—'}</TableCell>
              <TableCell align="right">
                <ApplyCreditButton credit={c} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
