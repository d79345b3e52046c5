import type { ReceiptData } from '@/components/receipt/receipt-data';

/** The receipt module loads only when a receipt is printed (it is not part of the terminal's first chunk). */
export function printReceiptOf(salesOrderId: number, options: { reprint?: boolean; automatic?: boolean }): Promise<void> {
  return import('@/features/pos/receipt/print-receipt')
    .then((m) => m.printReceipt(salesOrderId, options))
    .catch((error: unknown) => console.error('Could not print the receipt', error));
}

/** A sale made offline prints the receipt built on the device, marked provisional. */
export function printOfflineReceiptOf(receipt: ReceiptData): Promise<void> {
  return import('@/features/pos/receipt/print-receipt')
    .then((m) => m.printOfflineReceipt(receipt))
    .catch((error: unknown) => console.error('Could not print the receipt', error));
}
