import { MovementDocumentPage } from '@/components/movement-document-form/movement-document-page';
import { TransferForm } from '../components/movement-documents/transfer-form';

/** /inventory/stock-transfers/new[?productId=] — post a transfer. */
export default function StockTransferCreatePage() {
  return (
    <MovementDocumentPage
      title="New Transfer"
      area="Inventory"
      permission="Create Stock Transfers"
      list={{ label: 'Stock Transfers', path: '/inventory/stock-transfers' }}
      Form={TransferForm}
    />
  );
}
