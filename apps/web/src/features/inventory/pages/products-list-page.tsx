import { VAT_CLASS_LABELS, type VatClass } from '@oim/shared/pos/tax';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, ButtonBase } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeIcon from '@mui/icons-material/QrCode';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { ImageGalleryDialog } from '@/components/gallery/image-gallery-dialog';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction, SelectionAction } from '@/components/list-table/list-table-types';
import { PrintLabelsDialog } from '@/components/print-labels/print-labels-dialog';
import { errorMessage } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { resourceKeys } from '@/lib/use-list';
import { useAssignBarcodes } from '../api/assign-barcodes';
import { exportProducts } from '../api/export-products';
import { getProductLabelsPdf } from '../api/get-product-labels-pdf';
import { getProductsWithImagesQueryOptions, PRODUCT_LIST_RELATIONS } from '../api/get-products';
import { saveFile, todayStamp } from '../lib/download';
import { withUnit } from '@/lib/quantity';
import { PRODUCT_TYPE_LABELS, PRODUCTS_RESOURCE, type ProductListRow } from '../types';
import { PermissionGate } from '@/lib/permission-gate';
import { PageHeader } from '@/components/page-header/page-header';

const FILTERS: FilterPanelConfig = { productCategory: true, productBrand: true, priceFilter: true, stocksFilter: true };

type Gallery = { id: number; productName: string } | null;

function ProductsListPageContent() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [gallery, setGallery] = useState<Gallery>(null);
  const canSetPrimary = useCan(['Edit Products', 'Create Products']);
  // Print Labels acts on the rows checked; the list's filter is what Export downloads.
  const [labelsOf, setLabelsOf] = useState<number[] | null>(null);
  const [filter, setFilter] = useState<TableFilter>({});
  const [exporting, setExporting] = useState(false);
  const assign = useAssignBarcodes();

  const exportList = async () => {
    setExporting(true);
    try {
      saveFile(await exportProducts(filter), `products-${todayStamp()}.xlsx`);
    } catch (error) {
      notify.error(errorMessage(error, 'The products could not be exported.'));
    } finally {
      setExporting(false);
    }
  };

  const selectionActions = useMemo<SelectionAction<ProductListRow>[]>(
    () => [
      {
        label: 'Print Labels',
        icon: <PrintIcon fontSize="small" />,
        onClick: (rows) => {
          setLabelsOf(rows.map((p) => p.id));
          // The rows stay checked while the dialog is open (and after, to print another layout).
          return Promise.resolve(false);
        },
      },
      {
        label: 'Assign Barcodes',
        icon: <QrCodeIcon fontSize="small" />,
        permission: 'Edit Products',
        onClick: async (rows) => {
          try {
            const answer = await assign.mutateAsync(rows.map((p) => p.id));
            const given = answer.data.length;
            notify.success(
              given === 0
                ? 'Every selected product already has a barcode.'
                : `${given} of ${rows.length} selected product${rows.length === 1 ? '' : 's'} got a barcode.`,
            );
          } catch (error) {
            notify.error(errorMessage(error, 'The barcodes could not be assigned.'));
            return false;
          }
          return true;
        },
      },
    ],
    [assign],
  );

  const columns = useMemo<ListColumn<ProductListRow>[]>(
    () => [
      {
        field: 'primaryImage',
        header: 'Image',
        type: 'image',
        width: 76,
        minWidth: 76,
        sortable: false,
        // The thumbnail opens the gallery; the rest of the row opens the product.
        render: (p) => (
          <ButtonBase
            aria-label={`Images of ${p.productName}`}
            onClick={(event) => {
              event.stopPropagation();
              setGallery({ id: p.id, productName: p.productName });
            }}
            sx={{ width: 40, height: 40, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', my: 0.5 }}
          >
            {p.primaryImage ? (
              <Box component="img" src={p.primaryImage} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <ImageNotSupportedOutlinedIcon fontSize="small" color="disabled" />
            )}
          </ButtonBase>
        ),
      },
      { field: 'sku', header: 'SKU', minWidth: 120 },
      { field: 'productName', header: 'Product Name', minWidth: 200, flex: 2 },
      { field: 'type', header: 'Type', type: 'enum', enumLabels: PRODUCT_TYPE_LABELS, minWidth: 100, flex: 0.7 },
      {
        field: 'productCategory',
        header: 'Category',
        type: 'relation',
        path: 'productCategory.categoryName',
        sortable: false,
        minWidth: 130,
      },
      { field: 'productBrand', header: 'Brand', type: 'relation', path: 'productBrand.brandName', sortable: false, minWidth: 120 },
      { field: 'price', header: 'Price', type: 'currency', sortField: 'basePrice', minWidth: 110 },
      {
        field: 'onHand',
        header: 'On Hand',
        align: 'right',
        minWidth: 110,
        render: (p) => (p.type === 'SERVICE' ? '—' : withUnit(p.onHand ?? 0, p.unit)),
      },
      { field: 'isActive', header: 'Active', type: 'boolean', hidden: true, width: 90 },
      // What a VAT-registered shop needs to check at a glance: hidden until shown.
      {
        field: 'vatClass',
        header: 'VAT Class',
        hidden: true,
        minWidth: 110,
        render: (p) => VAT_CLASS_LABELS[p.vatClass as VatClass] ?? p.vatClass,
      },
      { field: 'specialDiscountClass', header: 'SC/PWD', hidden: true, width: 130 },
    ],
    [],
  );

  const rowActions = useMemo<RowAction<ProductListRow>[]>(
    () => [
      { name: 'row-click', onClick: (p) => void navigate(`/inventory/products/${p.id}`) },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Edit Products',
        onClick: (p) => void navigate(`/inventory/products/${p.id}`),
      },
      {
        name: 'view',
        label: 'View Images',
        icon: <PhotoLibraryOutlinedIcon fontSize="small" />,
        onClick: (p) => setGallery({ id: p.id, productName: p.productName }),
      },
    ],
    [navigate],
  );

  return (
    <>
      <ListTable<ProductListRow>
        title="Products"
        breadcrumbs={[{ label: 'Inventory' }, { label: 'Products', to: '/inventory/products' }]}
        queryOptions={getProductsWithImagesQueryOptions}
        columns={columns}
        relations={PRODUCT_LIST_RELATIONS}
        search={{ placeholder: 'Search SKU or product name' }}
        filterPanel={FILTERS}
        addButton={{ label: 'Add Product', permission: 'Create Products', onClick: () => void navigate('/inventory/products/new') }}
        rowActions={rowActions}
        checkboxSelection
        selectionActions={selectionActions}
        onFilterChange={setFilter}
        toolbarActions={
          <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={exporting} onClick={() => void exportList()}>
            Export
          </Button>
        }
        card={{ title: 'productName', details: ['sku', 'onHand'], amount: 'price' }}
      />
      {labelsOf ? (
        <PrintLabelsDialog
          open
          onClose={() => setLabelsOf(null)}
          subject={`${labelsOf.length} product${labelsOf.length === 1 ? '' : 's'}`}
          perCopy={labelsOf.length}
          fetchPdf={(choice) => getProductLabelsPdf(labelsOf, choice)}
          fileName={`price-labels-${todayStamp()}.pdf`}
        />
      ) : null}
      {gallery ? (
        <ImageGalleryDialog
          open
          onClose={() => setGallery(null)}
          title={gallery.productName}
          ownerType="products"
          ownerId={gallery.id}
          collection="product_images"
          canSetPrimary={canSetPrimary}
          onPrimaryChanged={() => void queryClient.invalidateQueries({ queryKey: resourceKeys.lists(PRODUCTS_RESOURCE) })}
        />
      ) : null}
    </>
  );
}

/** /inventory/products — the products list (issue 5 item 1). */
export default function ProductsListPage() {
  return (
    <PermissionGate
      permission={'View Products'}
      header={<PageHeader title="Products" breadcrumbs={[{ label: 'Inventory' }, { label: 'Products', to: '/inventory/products' }]} />}
    >
      <ProductsListPageContent />
    </PermissionGate>
  );
}
