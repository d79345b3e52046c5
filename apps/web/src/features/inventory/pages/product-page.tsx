import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Box, Button, Chip, CircularProgress, Link, Stack, Tab, Tabs } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TuneIcon from '@mui/icons-material/Tune';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { PageHeader } from '@/components/page-header/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { ProductForm } from '../components/product-form/product-form';
import { ProductImagesCard } from '../components/product-images-card';
import { ProductLedgerPanel } from '../components/product-ledger-panel';
import { ProductStockPanel } from '../components/product-stock-panel';
import { StockHistoryPanel } from '../components/stock-history-panel';
import { useProductImageUploads } from '../components/use-product-image-uploads';
import { PRODUCT_TYPE_LABELS, type Product } from '../types';
import { PermissionGate } from '@/lib/permission-gate';

const TABS = ['details', 'stock', 'ledger'] as const;
type TabName = (typeof TABS)[number];

function ProductPageContent() {
  const params = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const isNew = params.id === 'new';
  const id = isNew ? null : Number(params.id);
  const product = useProduct(id);
  const uploads = useProductImageUploads();
  const [pending, setPending] = useState<File[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteProduct();
  const canDelete = useCan('Delete Products');
  const canAdjust = useCan('Create Adjustments');
  const canTransfer = useCan('Create Stock Transfers');

  const requested = searchParams.get('tab') as TabName | null;
  const tab: TabName = !isNew && requested && TABS.includes(requested) ? requested : 'details';
  const setTab = (next: TabName) =>
    setSearchParams(
      (all) => {
        if (next === 'details') all.delete('tab');
        else all.set('tab', next);
        return all;
      },
      { replace: true },
    );

  const notFound =
    !isNew && (id === null || !Number.isSafeInteger(id) || id <= 0 || (product.error instanceof ApiError && product.error.status === 404));
  const loaded: Product | null = product.data ?? null;
  const title = isNew ? 'New Product' : (loaded?.productName ?? 'Product');

  const onSaved = (saved: { data: Product }) => {
    if (!isNew) return;
    // The chosen images upload once the product exists, with their progress on its page.
    const files = pending;
    setPending([]);
    void navigate(`/inventory/products/${saved.data.id}`, { replace: true });
    if (files.length > 0) {
      void uploads.upload(saved.data.id, files).then((failed) => {
        if (failed > 0) notify.error(`${failed} image${failed === 1 ? '' : 's'} could not be uploaded.`);
      });
    }
  };

  const deleteProduct = async () => {
    if (!loaded) return;
    try {
      const answer = await remove.mutateAsync(loaded.id);
      notify.success(answer?.message || 'Deleted successfully.');
      void navigate('/inventory/products');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setConfirmDelete(false);
    }
  };

  const images = (
    <ProductImagesCard
      productId={isNew ? null : (loaded?.id ?? null)}
      productName={loaded?.productName ?? 'New Product'}
      pending={pending}
      onPendingChange={setPending}
      uploads={uploads}
    />
  );
  const stocked = loaded?.type === 'PRODUCT';

  return (
    <Box>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Inventory' }, { label: 'Products', to: '/inventory/products' }, { label: title }]}
        actions={
          loaded ? (
            <>
              {stocked && canAdjust ? (
                <Button
                  variant="outlined"
                  startIcon={<TuneIcon />}
                  component={RouterLink}
                  to={`/inventory/inventory-adjustments/new?productId=${loaded.id}`}
                >
                  Adjust Stock
                </Button>
              ) : null}
              {stocked && canTransfer ? (
                <Button
                  variant="outlined"
                  startIcon={<SwapHorizIcon />}
                  component={RouterLink}
                  to={`/inventory/stock-transfers/new?productId=${loaded.id}`}
                >
                  Transfer
                </Button>
              ) : null}
              {canDelete ? (
                <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
                  Delete
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {notFound ? (
        <Alert severity="warning">
          This product does not exist or has been deleted.{' '}
          <Link component={RouterLink} to="/inventory/products">
            Back to Products
          </Link>
        </Alert>
      ) : !isNew && product.error ? (
        <Alert severity="error">{product.error.message || 'The product could not be loaded.'}</Alert>
      ) : !isNew && !loaded ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      ) : (
        <>
          {loaded ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Chip size="small" label={loaded.sku} variant="outlined" />
              <Chip size="small" label={PRODUCT_TYPE_LABELS[loaded.type]} color="primary" variant="outlined" />
              {!loaded.isActive ? <Chip size="small" label="Inactive" color="default" /> : null}
              {loaded.isSerialized ? <Chip size="small" label="Serial-tracked" variant="outlined" /> : null}
            </Stack>
          ) : null}
          {!isNew ? (
            <Tabs
              value={tab}
              onChange={(_e, next: TabName) => setTab(next)}
              sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
              aria-label="Product sections"
            >
              <Tab value="details" label="Details" />
              <Tab value="stock" label="Stock" />
              <Tab value="ledger" label="Ledger" />
            </Tabs>
          ) : null}
          {tab === 'details' ? (
            <ProductForm
              key={loaded ? `${loaded.id}-${loaded.updatedAt ?? ''}` : 'new'}
              product={loaded}
              onSaved={onSaved}
              onCancel={() => void navigate('/inventory/products')}
              aside={images}
            />
          ) : null}
          {tab === 'stock' && loaded ? (
            <Stack spacing={2}>
              <ProductStockPanel product={loaded} />
              {loaded.type === 'PRODUCT' ? <StockHistoryPanel productId={loaded.id} unit={loaded.unit} /> : null}
            </Stack>
          ) : null}
          {tab === 'ledger' && loaded ? <ProductLedgerPanel product={loaded} /> : null}
        </>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Confirm Delete"
        message="Are you sure you want to delete this record?"
        width={300}
        busy={remove.isPending}
        onConfirm={() => void deleteProduct()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Box>
  );
}

/**
 * /inventory/products/new and /inventory/products/:id — the product page: its form (with prices
 * per unit, bundle items, barcodes) and images; for a saved product also its stock per location
 * with the stock history, and its ledger.
 */
export default function ProductPage() {
  // A new product needs Create Products; an existing one is shown to those who may view or edit it.
  const PRODUCT_PAGE_ACCESS = useParams().id === 'new' ? 'Create Products' : ['View Products', 'Edit Products'];
  return (
    <PermissionGate
      permission={PRODUCT_PAGE_ACCESS}
      header={<PageHeader title="Product" breadcrumbs={[{ label: 'Inventory' }, { label: 'Products', to: '/inventory/products' }]} />}
    >
      <ProductPageContent />
    </PermissionGate>
  );
}
