import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useApprovePrice } from '../api/approve-price';
import { priceReviewLabel } from '../lib/price-review';
import type { SalesOrder } from '../types';

export const APPROVE_PRICE_DIALOG_WIDTH = 440;

export const approvePriceFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please give a reason for approving this price.' })
    .max(500, { error: 'The reason may not be longer than 500 characters.' }),
});
type ApprovePriceForm = z.infer<typeof approvePriceFormSchema>;

type Order = Pick<SalesOrder, 'id' | 'salesOrderNumber' | 'netTotal' | 'priceReviewReasons'>;
type Props = { open: boolean; order: Order | null; onClose: (approved?: SalesOrder) => void };

function ApproveForm({ order, onClose }: { order: Order; onClose: Props['onClose'] }) {
  const approving = useApprovePrice();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApprovePriceForm>({ resolver: zodResolver(approvePriceFormSchema), defaultValues: { reason: '' } });
  const { ref, ...reason } = register('reason');

  const submit = async (values: ApprovePriceForm) => {
    try {
      const answer = await approving.mutateAsync({ id: order.id, reason: values.reason });
      notify.success(answer.message || 'Price approved successfully.');
      onClose(answer.data);
    } catch {
      // The message shows in the dialog, which stays open to try again or cancel.
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <DialogTitle id="approve-price-dialog-title">Approve Price</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {order.salesOrderNumber} ({formatMoney(order.netTotal)}) was sold offline against the price rules:{' '}
          {order.priceReviewReasons.map(priceReviewLabel).join('; ')}. Approving keeps the sale as it is and records who approved it and
          why.
        </DialogContentText>
        <TextField
          {...reason}
          inputRef={ref}
          label="Reason"
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          error={Boolean(errors.reason)}
          helperText={errors.reason?.message ?? ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {approving.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(approving.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={approving.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={approving.isPending}>
          Approve
        </Button>
      </DialogActions>
    </form>
  );
}

/** Approving a price exception (Override Prices), with the reason it is approved for. */
export function ApprovePriceDialog({ open, order, onClose }: Props) {
  return (
    <Dialog
      open={open && order !== null}
      onClose={() => onClose()}
      aria-labelledby="approve-price-dialog-title"
      slotProps={{ paper: { sx: { width: APPROVE_PRICE_DIALOG_WIDTH, maxWidth: APPROVE_PRICE_DIALOG_WIDTH } } }}
    >
      {order ? <ApproveForm key={order.id} order={order} onClose={onClose} /> : null}
    </Dialog>
  );
}
