import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Spec 2.5 and 9: the generic error dialog, titled 'Error!', 400px, with an OK button. */
export function ErrorDialog({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 400, maxWidth: 400 } } }} aria-labelledby="error-dialog-title">
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
