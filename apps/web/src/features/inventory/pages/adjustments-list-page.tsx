import { ADJUSTMENTS } from '../components/movement-documents/movement-document-kinds';
import { MovementDocumentListPage } from './movement-document-list-page';

/** /inventory/inventory-adjustments — posted adjustments, newest first. */
export default function AdjustmentsListPage() {
  return <MovementDocumentListPage kind={ADJUSTMENTS} />;
}
