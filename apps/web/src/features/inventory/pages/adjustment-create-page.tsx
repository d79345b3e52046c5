import { useNavigate, useSearchParams } from 'react-router';
import { Box, CircularProgress } from '@mui/material';
import { PageHeader } from '@/components/page-header/page-header';
import { useProduct } from '../api/get-product';
import { AdjustmentForm } from '../components/adjustment-form/adjustment-form';
import { PermissionGate } from '@/lib/permission-gate';

function AdjustmentCreatePageContent() {
  const navigate = useNavigate();
  const productId = Number(useSearchParams()[0].get('productId'));
  const hasProduct = Number.isSafeInteger(productId) && productId > 0;
  const product = useProduct(hasProduct ? productId : null);
  const waiting = hasProduct && product.isPending;
  return (
    <Box>
      <PageHeader
        title="New Adjustment"
        breadcrumbs={[
          { label: 'Inventory' },
          { label: 'Inventory Adjustments', to: '/inventory/inventory-adjustments' },
          { label: 'New Adjustment' },
        ]}
      />
      {waiting ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <AdjustmentForm
          initialProduct={product.data?.type === 'PRODUCT' ? product.data : null}
          onPosted={(adjustment) => void navigate(`/inventory/inventory-adjustments/${adjustment.id}`, { replace: true })}
          onCancel={() => void navigate(-1)}
        />
      )}
    </Box>
  );
}

/** /inventory/inventory-adjustments/new[?productId=] — post an adjustment. */
export default function AdjustmentCreatePage() {
  return (
    <PermissionGate
      permission={'Create Adjustments'}
      header={
        <PageHeader
          title="New Adjustment"
          breadcrumbs={[
            { label: 'Inventory' },
            { label: 'Inventory Adjustments', to: '/inventory/inventory-adjustments' },
            { label: 'New Adjustment' },
          ]}
        />
      }
    >
      <AdjustmentCreatePageContent />
    </PermissionGate>
  );
}
