import { Button, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useApplyCustomerCredit } from '../api/apply-customer-credit';
import { CREATE_RMA, type Rma } from '../types';

const STATUS_LABELS: Record<string, string> = { OPEN: 'Open', USED: 'Used', VOIDED: 'Voided' };

/**
 * Store credit an RMA left the customer, and Apply Credit: its balance comes off what the customer
 * owes now (e.g. a later sale rung up on Charge), oldest due first.
 */
export function CustomerCredits({ rma }: { rma: Rma }) {
  const credits = rma.customerCredits ?? [];
  const mayApply = useCan(CREATE_RMA);
  const apply = useApplyCustomerCredit();
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
              <TableCell>{c.status ? (STATUS_LABELS[c.status] ?? c.status) : '—'}</TableCell>
              <TableCell align="right">
                {mayApply && c.status === 'OPEN' && (c.balance ?? 0) > 0 ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={apply.isPending}
                    onClick={() =>
                      apply.mutate(c.id, {
                        onSuccess: (answer) => notify.success(answer.message || 'The credit was applied.'),
                        onError: (error) => notify.error(errorMessage(error)),
                      })
                    }
                  >
                    Apply Credit
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
