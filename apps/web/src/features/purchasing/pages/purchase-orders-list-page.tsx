import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { purchaseListFilters, supplierAndLocationColumns } from '../components/list-columns';
import { formatDate } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { getPurchaseOrdersQueryOptions, PURCHASE_ORDER_LIST_RELATIONS } from '../api/get-purchase-orders';
import { PurchaseOrderStatusChip, statusLabels } from '../components/status-chips';
import { PURCHASE_ORDER_STATUS, type PurchaseOrder } from '../types';

const TITLE = 'Purchase Orders';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Purchasing' }, { label: TITLE, to: '/purchasing/purchase-orders' }];
const VIEW = ['View Purchase Orders', 'Create Purchase Orders'];
const FILTERS = purchaseListFilters('orderDate');

const columns: ListColumn<PurchaseOrder>[] = [
  {
    field: 'purchaseOrderNumber',
    header: 'PO #',
    width: 120,
    render: (o) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {o.purchaseOrderNumber}
      </Typography>
    ),
  },
  { field: 'orderDate', header: 'Order Date', type: 'date', width: 120, render: (o) => formatDate(o.orderDate) },
  ...supplierAndLocationColumns<PurchaseOrder>(),
  { field: 'expectedDate', header: 'Expected', type: 'date', width: 120, render: (o) => formatDate(o.expectedDate) },
  { field: 'total', header: 'Total', type: 'currency', width: 130 },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: statusLabels(PURCHASE_ORDER_STATUS),
    filter: 'enum',
    width: 160,
    render: (o) => <PurchaseOrderStatusChip status={o.status} />,
  },
];

function PurchaseOrdersList() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<PurchaseOrder>[]>(
    () => [
      { name: 'row-click', onClick: (o) => void navigate(`/purchasing/purchase-orders/${o.id}`) },
      {
        name: 'view',
        label: 'View',
        icon: <VisibilityIcon fontSize="small" />,
        onClick: (o) => void navigate(`/purchasing/purchase-orders/${o.id}`),
      },
    ],
    [navigate],
  );
  return (
    <ListTable<PurchaseOrder>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getPurchaseOrdersQueryOptions}
      columns={columns}
      relations={PURCHASE_ORDER_LIST_RELATIONS}
      search={{ placeholder: 'Search PO #' }}
      filterPanel={FILTERS}
      printButton={{ onClick: () => window.print() }}
      addButton={{
        label: 'New Purchase Order',
        permission: 'Create Purchase Orders',
        onClick: () => void navigate('/purchasing/purchase-orders/new'),
      }}
      rowActions={rowActions}
    />
  );
}

/** /purchasing/purchase-orders — orders to suppliers, newest first. */
export default function PurchaseOrdersListPage() {
  return (
    <PermissionGate permission={VIEW} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <PurchaseOrdersList />
    </PermissionGate>
  );
}
