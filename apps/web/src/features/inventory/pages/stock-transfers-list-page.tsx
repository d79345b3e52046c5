import { STOCK_TRANSFERS } from '../components/movement-documents/movement-document-kinds';
import { MovementDocumentListPage } from './movement-document-list-page';

/** /inventory/stock-transfers — posted transfers, newest first. */
export default function StockTransfersListPage() {
  return <MovementDocumentListPage kind={STOCK_TRANSFERS} />;
}
