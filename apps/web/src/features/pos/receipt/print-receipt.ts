// The terminal's entry point for receipts. The receipt itself is shared UI (components/receipt),
// because the sales order page and the printer settings preview use it too, and a feature may not
// import another feature (docs/architecture.md "Web layout", checked by the linter).
export { printOfflineReceipt, printReceipt, type PrintReceiptOptions } from '@/components/receipt/print-receipt';
