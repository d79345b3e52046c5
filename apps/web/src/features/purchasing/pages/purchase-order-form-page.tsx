import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Link } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { useSupplier } from '../api/get-supplier';
import { DocumentState } from '../components/document-state';
import { PurchaseOrderForm } from '../components/purchase-order-form';
import { purchaseOrderAllows } from '../types';

const LIST = { label: 'Purchase Orders', to: '/purchasing/purchase-orders' };

/**
 * A new order, open at once; the supplier given (?supplierId=, from the supplier's page) fills
 * Supplier when it is loaded, unless one was picked meanwhile.
 */
function NewPurchaseOrder({ onSaved, onCancel }: { onSaved: (order: { id: number }) => void; onCancel: () => void }) {
  const param = Number(useSearchParams()[0].get('supplierId'));
  const supplierId = Number.isSafeInteger(param) && param > 0 ? param : 0;
  const supplier = useSupplier(supplierId);
  return (
    <PurchaseOrderForm
      initialSupplier={supplier.data ? { id: supplier.data.id, supplierName: supplier.data.supplierName } : null}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

function PurchaseOrderFormContent({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const order = usePurchaseOrder(id);
  const title = id === null ? 'New Purchase Order' : `Edit ${order.data?.purchaseOrderNumber ?? 'Purchase Order'}`;
  const header = <PageHeader title={title} breadcrumbs={[{ label: 'Purchasing' }, LIST, { label: title }]} />;
  const onSaved = (saved: { id: number }) => void navigate(`/purchasing/purchase-orders/${saved.id}`, { replace: true });
  const onCancel = () => void navigate(-1);
  if (id === null)
    return (
      <Box>
        {header}
        <NewPurchaseOrder onSaved={onSaved} onCancel={onCancel} />
      </Box>
    );
  return (
    <Box>
      {header}
      <DocumentState id={id} query={order} noun="purchase order" list={LIST}>
        {(data) =>
          purchaseOrderAllows.edit(data) ? (
            <PurchaseOrderForm key={data.updatedAt} order={data} onSaved={onSaved} onCancel={onCancel} />
          ) : (
            <Alert severity="info">
              {data.purchaseOrderNumber} can no longer be changed: only a draft or sent order with nothing received is edited.{' '}
              <Link component={RouterLink} to={`/purchasing/purchase-orders/${data.id}`}>
                Back to the order
              </Link>
            </Alert>
          )
        }
      </DocumentState>
    </Box>
  );
}

/** /purchasing/purchase-orders/new and /purchasing/purchase-orders/:id/edit (Create Purchase Orders). */
export default function PurchaseOrderFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  return (
    <PermissionGate
      permission="Create Purchase Orders"
      header={<PageHeader title="Purchase Order" breadcrumbs={[{ label: 'Purchasing' }, LIST]} />}
    >
      <PurchaseOrderFormContent id={id} />
    </PermissionGate>
  );
}
