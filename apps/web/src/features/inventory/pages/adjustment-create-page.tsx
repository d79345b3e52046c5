import { AdjustmentForm } from '../components/movement-documents/adjustment-form';
import { MovementDocumentPage } from '@/components/movement-document-form/movement-document-page';

/** /inventory/inventory-adjustments/new[?productId=] — post an adjustment. */
export default function AdjustmentCreatePage() {
  return (
    <MovementDocumentPage
      title="New Adjustment"
      area="Inventory"
      permission="Create Adjustments"
      list={{ label: 'Inventory Adjustments', path: '/inventory/inventory-adjustments' }}
      Form={AdjustmentForm}
    />
  );
}
