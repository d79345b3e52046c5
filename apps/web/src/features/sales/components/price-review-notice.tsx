import { useState } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useCan } from '@/lib/permissions';
import { formatDateTime } from '../lib/dates';
import { OVERRIDE_PRICES, priceReviewLabel } from '../lib/price-review';
import { userName, type SalesOrder } from '../types';
import { ApprovePriceDialog } from './approve-price-dialog';

/**
 * A sale made offline against the price rules: its reasons, and whether a holder of Override Prices
 * approved it (who, when, why) or it still waits (with Approve for one who may). Also says when the
 * sale was made before its terminal's last Z reading, so the next reading counts it.
 */
export function PriceReviewNotice({ order }: { order: SalesOrder }) {
  const mayApprove = useCan(OVERRIDE_PRICES);
  const [approving, setApproving] = useState(false);
  const approved = order.priceApprovedAt !== null;
  const who = userName(order.priceApprovedByUser);
  return (
    <>
      {order.priceReviewRequired ? (
        <Alert
          severity={approved ? 'info' : 'warning'}
          variant="outlined"
          sx={{ mb: 2 }}
          role="status"
          action={
            !approved && mayApprove && order.status === 'COMPLETED' ? (
              <Button color="inherit" size="small" onClick={() => setApproving(true)}>
                Approve Price
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{approved ? 'Price exception approved' : 'Price exception: waiting for approval'}</AlertTitle>
          Sold offline against the price rules: {order.priceReviewReasons.map(priceReviewLabel).join('; ')}.
          {approved ? (
            <Box component="span" sx={{ display: 'block' }}>
              {`Approved${who ? ` by ${who}` : ''}${order.priceApprovedAt ? ` on ${formatDateTime(order.priceApprovedAt)}` : ''}.`}
              {order.priceApprovalReason ? ` Reason: ${order.priceApprovalReason}` : ''}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {order.lateForReading ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }} role="status">
          Made offline before its terminal’s last Z reading and synced after it: the next reading counts it, as a late sale.
        </Alert>
      ) : null}
      <ApprovePriceDialog open={approving} order={order} onClose={() => setApproving(false)} />
    </>
  );
}
