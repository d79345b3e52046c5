import { useId, useState } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ListItemText,
  Menu,
  MenuItem,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePrintReturnOrder, type ReturnOrderFormat } from '../api/print-rma-pdf';

export const RETURN_ORDER_FORMATS: { format: ReturnOrderFormat; label: string; detail: string }[] = [
  { format: 'a4', label: 'A4', detail: 'A page to file' },
  { format: '80mm', label: '80 mm', detail: 'The receipt printer' },
];

/** Opens the return order's PDF in a new tab; the tab is opened at the click so no popup blocker stops it. */
export function usePrintReturnOrderIn() {
  const print = usePrintReturnOrder();
  const run = (rma: { id: number; rmaNumber: string }, format: ReturnOrderFormat) => {
    const tab = window.open('', '_blank');
    print.mutate(
      { id: rma.id, rmaNumber: rma.rmaNumber, format, tab },
      { onError: (error) => notify.error(errorMessage(error, 'The return order could not be printed.')) },
    );
  };
  return { run, isPending: print.isPending };
}

/** Print Return Order (print-return-order): A4 or 80 mm. */
export function PrintReturnOrderButton({ rma }: { rma: { id: number; rmaNumber: string } }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const print = usePrintReturnOrderIn();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={print.isPending ? <CircularProgress size={16} /> : <PrintIcon />}
        disabled={print.isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Print Return Order
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {RETURN_ORDER_FORMATS.map((f) => (
          <MenuItem
            key={f.format}
            onClick={() => {
              setAnchor(null);
              print.run(rma, f.format);
            }}
          >
            <ListItemText primary={f.label} secondary={f.detail} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The list's print-return-order row action: which paper, then the PDF. */
export function PrintReturnOrderDialog({ rma, onClose }: { rma: { id: number; rmaNumber: string } | null; onClose: () => void }) {
  const titleId = useId();
  const print = usePrintReturnOrderIn();
  return (
    <Dialog open={rma !== null} onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: 380, maxWidth: 380 } } }}>
      <DialogTitle id={titleId}>Print Return Order {rma?.rmaNumber}</DialogTitle>
      <DialogContent>
        <DialogContentText>Choose the paper.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {RETURN_ORDER_FORMATS.map((f) => (
          <Button
            key={f.format}
            variant="contained"
            onClick={() => {
              if (rma) print.run(rma, f.format);
              onClose();
            }}
          >
            {f.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
