import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Spec 9: confirmation dialogs of a document are 380px wide; this one holds a reason too. */
const WIDTH = 440;

export type VoidWithReasonDialogProps = {
  open: boolean;
  title: string;
  /** What voiding does, in the shop's words. */
  message: string;
  confirmLabel: string;
  /** Shown when the server answers without a message. */
  doneMessage: string;
  onVoid: (reason: string) => Promise<{ message?: string }>;
  onClose: () => void;
};

/**
 * Void a document, with an optional reason. A refusal (409: it can no longer be voided) stays in
 * the dialog with the server's reason; other failures show as a notice.
 */
export function VoidWithReasonDialog({ open, title, message, confirmLabel, doneMessage, onVoid, onClose }: VoidWithReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await onVoid(reason);
      notify.success(answer.message || doneMessage);
      setReason('');
      setRefusal(null);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      else notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} slotProps={{ paper: { sx: { width: WIDTH, maxWidth: WIDTH } } }} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{message}</DialogContentText>
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
        <Button onClick={close} disabled={busy}>
          Keep It
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
