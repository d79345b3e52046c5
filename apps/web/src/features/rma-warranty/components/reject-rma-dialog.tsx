import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useChangeRmaStatus } from '../api/change-rma-status';
import type { Rma } from '../types';

/** Reject an RMA with the reason the customer is told; its quantities can be returned again later. */
export function RejectRmaDialog({ rma, open, onClose }: { rma: Rma; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const change = useChangeRmaStatus();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const reject = async () => {
    setTouched(true);
    if (missing) return;
    try {
      const answer = await change.mutateAsync({ action: 'reject', id: rma.id, reason: reason.trim() });
      notify.success(answer.message || `${rma.rmaNumber} rejected.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 422)) setRefusal(error.message);
      else notify.error(errorMessage(error));
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: 440, maxWidth: 440 } } }}>
      <DialogTitle id={titleId}>Reject {rma.rmaNumber}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>Nothing is returned, refunded or replaced; the reason is kept on the RMA.</DialogContentText>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          <TextField
            label="Reason"
            required
            size="small"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={touched && missing}
            helperText={touched && missing ? 'Say why it is rejected.' : undefined}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void reject()} disabled={change.isPending}>
          Reject RMA
        </Button>
      </DialogActions>
    </Dialog>
  );
}
