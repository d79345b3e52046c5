import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Chip, Stack } from '@mui/material';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { formatMoney } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { getPriceTableQueryOptions, PRICE_TABLE_RELATIONS } from '../api/get-price-table';
import { BulkUpdatePricesDialog } from '../components/bulk-update-prices-dialog';
import type { Product } from '../types';
import { PermissionGate } from '@/lib/permission-gate';
import { PageHeader } from '@/components/page-header/page-header';

const FILTERS: FilterPanelConfig = { productCategory: true, productBrand: true, priceFilter: true };

type Editing = { open: false } | { open: true; products: Product[] | null };

function PriceTablePageContent() {
  const navigate = useNavigate();
  const canViewCost = useCan('View Product Cost');
  const canViewMarkup = useCan('View Product Markup');
  const [editing, setEditing] = useState<Editing>({ open: false });

  const columns = useMemo<ListColumn<Product>[]>(
    () => [
      { field: 'sku', header: 'SKU', minWidth: 110 },
      { field: 'productName', header: 'Product Name', minWidth: 200, flex: 2 },
      {
        field: 'productCategory',
        header: 'Category',
        path: 'productCategory.categoryName',
        type: 'relation',
        sortable: false,
        minWidth: 120,
      },
      { field: 'unit', header: 'Unit', sortable: false, minWidth: 90, flex: 0.6 },
      { field: 'basePrice', header: 'Base Price', type: 'currency', minWidth: 110 },
      {
        field: 'productPrices',
        header: 'Prices per Unit',
        sortable: false,
        minWidth: 220,
        flex: 2,
        render: (p) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', height: '100%', py: 0.5 }}>
            {[...(p.productPrices ?? [])]
              .sort((a, b) => (a.uom?.factor ?? 0) - (b.uom?.factor ?? 0))
              .map((price) => (
                <Chip key={price.id} size="small" variant="outlined" label={`${price.uom?.unit ?? 'unit'} ${formatMoney(price.price)}`} />
              ))}
          </Stack>
        ),
      },
      ...(canViewCost ? [{ field: 'cost', header: 'Cost', type: 'currency' as const, minWidth: 100 }] : []),
      ...(canViewMarkup
        ? [
            {
              field: 'markup',
              header: 'Markup',
              align: 'right' as const,
              minWidth: 90,
              render: (p: Product) => (p.markup == null ? '' : `${p.markup.toFixed(2)}%`),
            },
          ]
        : []),
    ],
    [canViewCost, canViewMarkup],
  );

  const rowActions = useMemo<RowAction<Product>[]>(
    () => [
      { name: 'row-click', onClick: (p) => void navigate(`/inventory/products/${p.id}`) },
      {
        name: 'bulk-pricing',
        label: 'Update Prices',
        icon: <PriceChangeIcon fontSize="small" />,
        permission: 'Update Bulk Prices',
        onClick: (p) => setEditing({ open: true, products: [p] }),
      },
    ],
    [navigate],
  );

  return (
    <>
      <ListTable<Product>
        title="Price Table"
        breadcrumbs={[{ label: 'Inventory' }, { label: 'Price Table', to: '/inventory/price-table' }]}
        queryOptions={getPriceTableQueryOptions}
        columns={columns}
        relations={PRICE_TABLE_RELATIONS}
        search={{ placeholder: 'Search SKU or product name' }}
        filterPanel={FILTERS}
        bulkUpdatePricesButton={{ permission: 'Update Bulk Prices', onClick: () => setEditing({ open: true, products: null }) }}
        rowActions={rowActions}
      />
      <BulkUpdatePricesDialog
        open={editing.open}
        products={editing.open ? editing.products : null}
        onClose={() => setEditing({ open: false })}
      />
    </>
  );
}

/** /inventory/price-table — every product's price per unit, with Bulk Update Prices (issue 5 item 2). */
export default function PriceTablePage() {
  return (
    <PermissionGate
      permission={'View Price Table'}
      header={
        <PageHeader title="Price Table" breadcrumbs={[{ label: 'Inventory' }, { label: 'Price Table', to: '/inventory/price-table' }]} />
      }
    >
      <PriceTablePageContent />
    </PermissionGate>
  );
}
