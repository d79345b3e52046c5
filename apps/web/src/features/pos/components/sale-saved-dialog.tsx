import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PrintIcon from '@mui/icons-material/Print';
import { formatMoney } from '@/lib/format';
import type { SaveSuccess } from '../lib/use-save-flow';

/**
 * After a save: the change to hand back (the largest figure, read at a glance while counting coins;
 * no change line when the cash was exact), the number of the order (or quotation), Print Receipt
 * for a sale, and on to the next sale (Enter). `nextSaleRef` is the default button, which has the
 * keyboard again after a print.
 */
export function SaleSavedDialog({
  saved,
  onPrint,
  onClose,
  nextSaleRef,
}: {
  saved: SaveSuccess | null;
  onPrint: () => void;
  onClose: () => void;
  nextSaleRef?: Ref<HTMLButtonElement>;
}) {
  const sale = saved?.kind === 'order';
  const change = sale && saved?.change !== undefined && saved.change > 0 ? saved.change : null;
  return (
    <Dialog
      open={saved !== null}
      onClose={onClose}
      aria-labelledby="sale-saved-title"
      slotProps={{ paper: { sx: { width: 380, maxWidth: 380 } } }}
    >
      <DialogTitle id="sale-saved-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" />
        {sale ? (saved?.edited ? 'Sale Updated' : 'Sale Saved') : saved?.edited ? 'Quotation Updated' : 'Quotation Saved'}
      </DialogTitle>
      <DialogContent>
        {change !== null ? (
          <Box
            role="status"
            aria-label={`Change ${formatMoney(change)}`}
            sx={{ mb: 2, p: 1.5, borderRadius: 1, bgcolor: 'success.main', color: 'success.contrastText', textAlign: 'center' }}
          >
            <Typography sx={{ fontWeight: 700, letterSpacing: 1 }}>CHANGE</Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '2.75rem', lineHeight: 1.1 }}>{formatMoney(change)}</Typography>
          </Box>
        ) : null}
        <Typography color="text.secondary">
          {saved?.offline ? 'Offline receipt number' : sale ? 'Sales order number' : 'Quotation number'}
        </Typography>
        <Typography
          variant="h5"
          sx={{ fontWeight: 700 }}
          aria-label={saved?.offline ? 'Offline receipt number' : sale ? 'Sales order number' : 'Quotation number'}
        >
          {saved?.number}
        </Typography>
        {saved?.offline ? (
          <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
            OFFLINE — provisional. Kept on this device and sent to the server when the connection is back.
          </Typography>
        ) : null}
        {sale && saved?.invoiceNumber ? (
          <>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Invoice number
            </Typography>
            <Typography variant="h6" sx={{ fontWeight: 700 }} aria-label="Invoice number">
              {saved.invoiceNumber}
            </Typography>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {sale && saved ? (
          <Button startIcon={<PrintIcon />} onClick={onPrint}>
            Print Receipt
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose} autoFocus ref={nextSaleRef}>
          Next Sale
        </Button>
      </DialogActions>
    </Dialog>
  );
}
