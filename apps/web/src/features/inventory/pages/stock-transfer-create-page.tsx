import { useNavigate, useSearchParams } from 'react-router';
import { Box, CircularProgress } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useProduct } from '../api/get-product';
import { TransferForm } from '../components/transfer-form/transfer-form';
import { PermissionGate } from '@/lib/permission-gate';

function StockTransferCreatePageContent() {
  const navigate = useNavigate();
  const productId = Number(useSearchParams()[0].get('productId'));
  const hasProduct = Number.isSafeInteger(productId) && productId > 0;
  const product = useProduct(hasProduct ? productId : null);
  const waiting = hasProduct && product.isPending;
  return (
    <Box>
      <PageHeader
        title="New Transfer"
        breadcrumbs={[{ label: 'Inventory' }, { label: 'Stock Transfers', to: '/inventory/stock-transfers' }, { label: 'New Transfer' }]}
      />
      {waiting ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <TransferForm
          initialProduct={product.data?.type === 'PRODUCT' ? product.data : null}
          onPosted={(transfer) => void navigate(`/inventory/stock-transfers/${transfer.id}`, { replace: true })}
          onCancel={() => void navigate(-1)}
        />
      )}
    </Box>
  );
}

/** /inventory/stock-transfers/new[?productId=] — post a transfer. */
export default function StockTransferCreatePage() {
  return (
    <PermissionGate
      permission={'Create Stock Transfers'}
      header={
        <PageHeader
          title="New Transfer"
          breadcrumbs={[{ label: 'Inventory' }, { label: 'Stock Transfers', to: '/inventory/stock-transfers' }, { label: 'New Transfer' }]}
        />
      }
    >
      <StockTransferCreatePageContent />
    </PermissionGate>
  );
}
