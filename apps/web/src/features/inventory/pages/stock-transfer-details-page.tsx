import { STOCK_TRANSFERS } from '../components/movement-documents/movement-document-kinds';
import { MovementDocumentDetailsPage } from './movement-document-details-page';

/** /inventory/stock-transfers/:id — one posted transfer. */
export default function StockTransferDetailsPage() {
  return <MovementDocumentDetailsPage kind={STOCK_TRANSFERS} />;
}
