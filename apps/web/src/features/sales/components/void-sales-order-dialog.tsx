import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useVoidSalesOrder } from '../api/void-sales-order';
import type { SalesOrder } from '../types';

/** The void confirmation: a little wider than the 380px sales confirm, for the reason field. */
export const VOID_DIALOG_WIDTH = 440;

export const voidFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please give a reason for voiding this sale.' })
    .max(500, { error: 'The reason may not be longer than 500 characters.' }),
});
type VoidForm = z.infer<typeof voidFormSchema>;

type Props = {
  open: boolean;
  /** Kept while the dialog closes, so its text does not vanish mid-fade. */
  order: Pick<SalesOrder, 'id' | 'salesOrderNumber' | 'netTotal'> | null;
  onClose: (voided?: SalesOrder) => void;
};

function VoidForm({ order, onClose }: { order: NonNullable<Props['order']>; onClose: Props['onClose'] }) {
  const voiding = useVoidSalesOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VoidForm>({ resolver: zodResolver(voidFormSchema), defaultValues: { reason: '' } });
  const { ref, ...reason } = register('reason');

  const submit = async (values: VoidForm) => {
    try {
      const answer = await voiding.mutateAsync({ id: order.id, reason: values.reason });
      notify.success(answer.message || 'Sales order voided successfully.');
      onClose(answer.data);
    } catch {
      // The message shows in the dialog, which stays open to try again or cancel.
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <DialogTitle id="void-dialog-title">Void Sales Order</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Void {order.salesOrderNumber} ({formatMoney(order.netTotal)})? Its stock and serial numbers go back, its receivables are
          cancelled, and the order stays on record marked Voided. This cannot be undone.
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
        {voiding.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(voiding.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={voiding.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={voiding.isPending}>
          Void Sale
        </Button>
      </DialogActions>
    </form>
  );
}

/** Spec issue item 4: voiding a sale, with the reason it is voided for; asks before it acts. */
export function VoidSalesOrderDialog({ open, order, onClose }: Props) {
  return (
    <Dialog
      open={open && order !== null}
      onClose={() => onClose()}
      aria-labelledby="void-dialog-title"
      slotProps={{ paper: { sx: { width: VOID_DIALOG_WIDTH, maxWidth: VOID_DIALOG_WIDTH } } }}
    >
      {order ? <VoidForm key={order.id} order={order} onClose={onClose} /> : null}
    </Dialog>
  );
}
