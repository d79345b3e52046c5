import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Link, Stack } from '@mui/material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { formatDate } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { formatQuantity } from '@/lib/quantity';
import { getProductWarrantiesQueryOptions } from '../api/get-product-warranties';
import { labelsOf, WARRANTY_STATUS_LOOKS, WarrantyStatusChip } from '../components/status-chips';
import { CREATE_RMA, FLAG, MODULE_NAME, VIEW_WARRANTY, WARRANTY_RELATIONS, type ProductWarranty } from '../types';

const TITLE = 'Product Warranties';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'RMA & Warranty' }, { label: TITLE, to: '/rma-warranty/product-warranties' }];
const FILTERS: FilterPanelConfig = { period: { column: 'endDate' }, customer: true, addFilterFor: true };
const DEFAULT_SORT = { column: 'endDate', direction: 'asc' } as const;

/** "12 days left", "ends today", or nothing once it no longer runs. */
export function daysLeftText(w: Pick<ProductWarranty, 'status' | 'daysLeft'>): string {
  if (w.status !== 'ACTIVE') return '—';
  if (w.daysLeft === 0) return 'Ends today';
  return `${w.daysLeft} ${w.daysLeft === 1 ? 'day' : 'days'} left`;
}

/** What claimed the warranty: the RMA, and the job order of a repair. */
function Claims({ w }: { w: ProductWarranty }) {
  if (!w.rmaId && !w.serviceOrderId) return <>—</>;
  return (
    <Stack direction="row" spacing={1} component="span">
      {w.rmaId ? (
        <Link component={RouterLink} to={`/rma-warranty/rma/${w.rmaId}`}>
          {w.rma?.rmaNumber ?? 'RMA'}
        </Link>
      ) : null}
      {w.serviceOrderId ? (
        <Link component={RouterLink} to={`/service/service-orders/${w.serviceOrderId}`}>
          Job order
        </Link>
      ) : null}
    </Stack>
  );
}

const columns: ListColumn<ProductWarranty>[] = [
  {
    field: 'serialNumber',
    header: 'Serial #',
    width: 140,
    filter: 'text',
    render: (w) =>
      w.serialNumber ? (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {w.serialNumber}
        </Box>
      ) : (
        `${formatQuantity(w.quantity)} unit${w.quantity === 1 ? '' : 's'}`
      ),
  },
  { field: 'productName', header: 'Product', minWidth: 150, flex: 1.3 },
  { field: 'customerName', header: 'Customer', minWidth: 130, flex: 1 },
  { field: 'contactNumber', header: 'Phone', width: 125 },
  {
    field: 'salesOrderNumber',
    header: 'Sale',
    width: 110,
    render: (w) => (
      <Link component={RouterLink} to={`/sales/sales-orders/${w.salesOrderId}`} onClick={(e) => e.stopPropagation()}>
        {w.salesOrderNumber}
      </Link>
    ),
  },
  { field: 'warrantyName', header: 'Warranty', minWidth: 120, flex: 0.7, hidden: true },
  { field: 'startDate', header: 'Start', type: 'date', width: 105, hidden: true, render: (w) => formatDate(w.startDate) },
  { field: 'endDate', header: 'End', type: 'date', width: 105, render: (w) => formatDate(w.endDate) },
  { field: 'daysLeft', header: 'Days Left', width: 105, render: daysLeftText },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: labelsOf(WARRANTY_STATUS_LOOKS),
    filter: 'enum',
    width: 100,
    render: (w) => <WarrantyStatusChip status={w.status} />,
  },
  { field: 'claims', header: 'Claims', sortable: false, width: 120, render: (w) => <Claims w={w} /> },
];

function WarrantiesList() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<ProductWarranty>[]>(
    () => [
      {
        name: 'create-rma',
        label: 'Create RMA',
        icon: <AssignmentReturnIcon fontSize="small" />,
        permission: CREATE_RMA,
        when: (w) => w.status === 'ACTIVE' || w.status === 'EXPIRED',
        onClick: (w) => void navigate(`/rma-warranty/rma/new?salesOrderId=${w.salesOrderId}&warrantyId=${w.id}`),
      },
    ],
    [navigate],
  );
  return (
    <ListTable<ProductWarranty>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getProductWarrantiesQueryOptions}
      columns={columns}
      relations={WARRANTY_RELATIONS}
      defaultSort={DEFAULT_SORT}
      search={{ placeholder: 'Search serial #, customer or phone' }}
      filterPanel={FILTERS}
      rowActions={rowActions}
    />
  );
}

/** /rma-warranty/product-warranties — the warranty register: what is still covered, until when, and its claims. */
export default function ProductWarrantiesPage() {
  return (
    <FeatureGate flag={FLAG} title={TITLE} breadcrumbs={BREADCRUMBS} moduleName={MODULE_NAME}>
      <PermissionGate permission={VIEW_WARRANTY} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
        <WarrantiesList />
      </PermissionGate>
    </FeatureGate>
  );
}
