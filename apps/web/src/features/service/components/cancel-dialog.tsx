import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCancelServiceOrder } from '../api/cancel-service-order';
import type { ServiceOrder } from '../types';

type Props = { order: Pick<ServiceOrder, 'id' | 'serviceOrderNumber'>; onClose: () => void };

/** The reason's field error in a refusal, if any. */
const reasonError = (error: unknown) => (error instanceof ApiError ? error.errors.reason?.[0] : undefined);

/**
 * Cancel Job Order (Delete Job Order): asks why, then cancels. The order keeps its number and
 * stays in the list as Cancelled, so the series has no gaps.
 */
export function CancelDialog({ order, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const cancel = useCancelServiceOrder();
  const save = async () => {
    if (reason.trim() === '') {
      setFieldError('Give the reason for cancelling the job order.');
      return;
    }
    try {
      const answer = await cancel.mutateAsync({ id: order.id, reason });
      notify.success(answer.message || `${order.serviceOrderNumber} cancelled.`);
      onClose();
    } catch (error) {
      setFieldError(reasonError(error));
      notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open onClose={cancel.isPending ? undefined : onClose} aria-labelledby="service-cancel-title" fullWidth maxWidth="xs">
      <DialogTitle id="service-cancel-title">Cancel {order.serviceOrderNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            The job order keeps its number and stays in the list as Cancelled; it can no longer be changed.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            required
            autoFocus
            multiline
            minRows={2}
            error={fieldError !== undefined}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            onChange={(e) => {
              setReason(e.target.value);
              setFieldError(undefined);
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          Keep Job Order
        </Button>
        <Button variant="contained" color="error" onClick={() => void save()} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Job Order'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
