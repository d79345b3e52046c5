import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useRefundServiceOrderDeposit } from '../api/refund-service-order-deposit';
import { useReopenServiceOrder } from '../api/reopen-service-order';
import type { ServiceOrder } from '../types';

type Props = { order: ServiceOrder; onClose: () => void };

/** Reopen Job Order (Delete Job Order): a cancelled order goes back to where it was; the reason is optional. */
export function ReopenDialog({ order, onClose }: Props) {
  const [reason, setReason] = useState('');
  const reopen = useReopenServiceOrder();
  const save = async () => {
    try {
      const answer = await reopen.mutateAsync({ id: order.id, reason });
      notify.success(answer.message || `${order.serviceOrderNumber} reopened.`);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open onClose={reopen.isPending ? undefined : onClose} aria-labelledby="service-reopen-title" fullWidth maxWidth="xs">
      <DialogTitle id="service-reopen-title">Reopen {order.serviceOrderNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>The job order goes back to the status it had before it was cancelled; its history is kept.</DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            onChange={(e) => setReason(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={reopen.isPending}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={reopen.isPending}>
          {reopen.isPending ? 'Reopening...' : 'Reopen Job Order'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Refund Deposit (Delete Job Order): a cancelled order's deposit paid back to its customer, as money out. */
export function RefundDepositDialog({ order, onClose }: Props) {
  const [referenceNumber, setReferenceNumber] = useState('');
  const refund = useRefundServiceOrderDeposit();
  const save = async () => {
    try {
      const answer = await refund.mutateAsync({ id: order.id, referenceNumber });
      notify.success(answer.message || `Deposit of ${order.serviceOrderNumber} refunded.`);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const customer = order.customer?.customerName ?? order.customerName;
  return (
    <Dialog open onClose={refund.isPending ? undefined : onClose} aria-labelledby="service-refund-title" fullWidth maxWidth="xs">
      <DialogTitle id="service-refund-title">Refund Deposit of {order.serviceOrderNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            Pay {formatMoney(order.deposit)} back to {customer}
            {order.depositPaymentType ? ` by ${order.depositPaymentType.name}` : ''}. It is recorded as money out.
          </DialogContentText>
          <TextField
            label="Reference Number"
            value={referenceNumber}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            onChange={(e) => setReferenceNumber(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refund.isPending}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={refund.isPending}>
          {refund.isPending ? 'Refunding...' : 'Refund Deposit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
