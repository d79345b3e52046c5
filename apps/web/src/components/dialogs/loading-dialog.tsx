import { CircularProgress, Dialog, DialogContent, Stack, Typography } from '@mui/material';

/** Spec 2.5: a spinner with an optional message. */
export function LoadingDialog({ open, message = 'Loading, please wait...' }: { open: boolean; message?: string }) {
  return (
    <Dialog open={open} aria-busy="true" aria-live="polite">
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={28} />
          <Typography>{message}</Typography>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
