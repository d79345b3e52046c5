import { Alert, AlertTitle, Button, Snackbar } from '@mui/material';
import { SNACKBAR_DURATION_MS, useNotices } from '@/lib/notify';

/** The one snackbar of the app; mounted once by the providers. */
export function SnackbarHost() {
  const { current, dismiss } = useNotices();
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={SNACKBAR_DURATION_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {current ? (
        <Alert
          severity={current.severity}
          variant="filled"
          role="alert"
          action={
            current.action ? (
              <Button color="inherit" size="small" onClick={dismiss}>
                {current.action}
              </Button>
            ) : undefined
          }
          sx={{ minWidth: 320 }}
        >
          {current.title ? <AlertTitle>{current.title}</AlertTitle> : null}
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
