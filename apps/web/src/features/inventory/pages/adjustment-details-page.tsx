import { ADJUSTMENTS } from '../components/movement-documents/movement-document-kinds';
import { MovementDocumentDetailsPage } from './movement-document-details-page';

/** /inventory/inventory-adjustments/:id — one posted adjustment. */
export default function AdjustmentDetailsPage() {
  return <MovementDocumentDetailsPage kind={ADJUSTMENTS} />;
}
