import { useNavigate, useSearchParams } from 'react-router';
import { Box } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import { usePurchaseOrder } from '../api/get-purchase-order';
import { DocumentState } from '../components/document-state';
import { PurchaseReceiptForm } from '../components/purchase-receipt-form';
import type { PurchaseReceipt } from '../types';

const LIST = { label: 'Purchase Receipts', to: '/purchasing/purchase-receipts' };

function PurchaseReceiptCreate() {
  const navigate = useNavigate();
  const param = useSearchParams()[0].get('purchaseOrderId');
  const orderId = param === null ? null : Number(param);
  const order = usePurchaseOrder(orderId);
  const title = orderId === null ? 'New Purchase Receipt' : `Receive ${order.data?.purchaseOrderNumber ?? 'Purchase Order'}`;
  const onPosted = (receipt: PurchaseReceipt) => void navigate(`/purchasing/purchase-receipts/${receipt.id}`, { replace: true });
  const onCancel = () => void navigate(-1);
  return (
    <Box>
      <PageHeader title={title} breadcrumbs={[{ label: 'Purchasing' }, LIST, { label: title }]} />
      {orderId === null ? (
        <PurchaseReceiptForm order={null} onPosted={onPosted} onCancel={onCancel} />
      ) : (
        <DocumentState
          id={orderId}
          query={order}
          noun="purchase order"
          list={{ label: 'Purchase Orders', to: '/purchasing/purchase-orders' }}
        >
          {(data) => <PurchaseReceiptForm key={data.updatedAt} order={data} onPosted={onPosted} onCancel={onCancel} />}
        </DocumentState>
      )}
    </Box>
  );
}

/** /purchasing/purchase-receipts/new[?purchaseOrderId=] — receive against an order, or straight from a supplier. */
export default function PurchaseReceiptCreatePage() {
  return (
    <PermissionGate
      permission="Create Purchase Receipts"
      header={<PageHeader title="New Purchase Receipt" breadcrumbs={[{ label: 'Purchasing' }, LIST]} />}
    >
      <PurchaseReceiptCreate />
    </PermissionGate>
  );
}
