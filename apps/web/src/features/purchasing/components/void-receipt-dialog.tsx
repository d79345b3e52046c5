import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useVoidPurchaseReceipt } from '../api/void-purchase-receipt';
import type { PurchaseReceipt } from '../types';

/** Spec 9: confirmation dialogs of a document are 380px wide; this one holds a reason too. */
const WIDTH = 440;

/**
 * Void a receipt: its stock leaves again, its payable goes. The server refuses (409) once its
 * goods are sold or moved or its payable is paid, and says why; that stays in the dialog.
 */
export function VoidReceiptDialog({ receipt, open, onClose }: { receipt: PurchaseReceipt; open: boolean; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const voidReceipt = useVoidPurchaseReceipt();
  const close = () => {
    if (voidReceipt.isPending) return;
    setRefusal(null);
    onClose();
  };
  const confirm = () =>
    voidReceipt.mutate(
      { id: receipt.id, reason },
      {
        onSuccess: (answer) => {
          notify.success(answer.message || 'Purchase receipt voided.');
          setReason('');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
          else notify.error(errorMessage(error));
        },
      },
    );
  return (
    <Dialog
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: WIDTH, maxWidth: WIDTH } } }}
      aria-labelledby="void-receipt-title"
    >
      <DialogTitle id="void-receipt-title">Void {receipt.purchaseReceiptNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            The goods leave the stock at {receipt.receivingWarehouse?.name ?? 'the receiving location'} again and what is owed for them is
            dropped. The receipt stays, marked voided.
          </DialogContentText>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          <TextField
            label="Reason"
            size="small"
            multiline
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={voidReceipt.isPending}>
          Keep It
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={voidReceipt.isPending}>
          Void Receipt
        </Button>
      </DialogActions>
    </Dialog>
  );
}
