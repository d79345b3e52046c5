import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePrintCollectionReceipt, type CollectionReceiptFormat } from '../api/print-collection-receipt';

export const COLLECTION_RECEIPT_FORMATS: { format: CollectionReceiptFormat; label: string }[] = [
  { format: '58', label: '58 mm' },
  { format: '80', label: '80 mm' },
  { format: 'pdf', label: 'PDF' },
];

type Collection = { id: number; receiptNumber: string; amount: number | string; customerName?: string | null };

/** Print Receipt of a collection: the customer's official receipt on a 58 or 80 mm roll, or as a PDF. */
export function PrintCollectionReceiptDialog({ collection, onClose }: { collection: Collection | null; onClose: () => void }) {
  const titleId = useId();
  const print = usePrintCollectionReceipt();
  const run = (format: CollectionReceiptFormat) => {
    if (!collection) return;
    // The PDF's tab is opened at the click: a popup blocker allows only that.
    const tab = format === 'pdf' ? window.open('', '_blank') : null;
    print.mutate(
      { collection, format, tab },
      { onError: (error) => notify.error(errorMessage(error, 'The official receipt could not be printed.')) },
    );
    onClose();
  };
  return (
    <Dialog
      open={collection !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 380, maxWidth: 380 } } }}
    >
      <DialogTitle id={titleId}>Print Official Receipt {collection?.receiptNumber}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {collection ? `${formatMoney(collection.amount)}${collection.customerName ? ` from ${collection.customerName}` : ''}. ` : ''}
          Choose the paper.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {COLLECTION_RECEIPT_FORMATS.map((f) => (
          <Button key={f.format} variant="contained" onClick={() => run(f.format)}>
            {f.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
