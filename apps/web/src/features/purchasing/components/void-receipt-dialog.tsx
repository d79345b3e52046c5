import { VoidWithReasonDialog } from '@/components/dialogs/void-with-reason-dialog';
import { useVoidPurchaseReceipt } from '../api/void-purchase-receipt';
import type { PurchaseReceipt } from '../types';

/**
 * Void a receipt: its stock leaves again, its payable goes. The server refuses (409) once its
 * goods are sold or moved or its payable is paid, and says why; that stays in the dialog.
 */
export function VoidReceiptDialog({ receipt, open, onClose }: { receipt: PurchaseReceipt; open: boolean; onClose: () => void }) {
  const voidReceipt = useVoidPurchaseReceipt();
  return (
    <VoidWithReasonDialog
      open={open}
      onClose={onClose}
      title={`Void ${receipt.purchaseReceiptNumber}`}
      message={`The goods leave the stock at ${receipt.receivingWarehouse?.name ?? 'the receiving location'} again and what is owed for them is dropped. The receipt stays, marked voided.`}
      confirmLabel="Void Receipt"
      doneMessage="Purchase receipt voided."
      onVoid={(reason) => voidReceipt.mutateAsync({ id: receipt.id, reason })}
    />
  );
}
