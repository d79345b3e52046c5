import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export type ErrorDialogProps = {
  open: boolean;
  message: string;
  onClose: () => void;
  /**
   * The field that needs fixing, focused once the dialog has closed (WCAG 3.3.1), instead of the
   * button that opened it; e.g. the customer picker after 'Please select a customer'.
   */
  focusOnClose?: () => HTMLElement | null | undefined;
};

/** Spec 2.5 and 9: the generic error dialog, titled 'Error!', 400px, with an OK button. */
export function ErrorDialog({ open, message, onClose, focusOnClose }: ErrorDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 400, maxWidth: 400 } },
        // After the exit, so it comes after the dialog has given the focus back to where it was.
        ...(focusOnClose ? { transition: { onExited: () => focusOnClose()?.focus() } } : {}),
      }}
      aria-labelledby="error-dialog-title"
    >
      <DialogTitle id="error-dialog-title">Error!</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
