import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Box, Chip, Link, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { purchaseListFilters, supplierAndLocationColumns } from '../components/list-columns';
import { formatDate } from '@/lib/format';
import type { ColumnFilterInput } from '@/lib/list-query';
import { PermissionGate } from '@/lib/permission-gate';
import { getPurchaseReceiptsQueryOptions, PURCHASE_RECEIPT_LIST_RELATIONS } from '../api/get-purchase-receipts';
import { PurchaseReceiptStatusChip, statusLabels } from '../components/status-chips';
import { PURCHASE_RECEIPT_STATUS, type PurchaseReceipt } from '../types';

const TITLE = 'Purchase Receipts';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'Purchasing' }, { label: TITLE, to: '/purchasing/purchase-receipts' }];
const VIEW = ['View Purchase Receipts', 'Create Purchase Receipts'];
const FILTERS = purchaseListFilters('receiptDate');

const columns: ListColumn<PurchaseReceipt>[] = [
  {
    field: 'purchaseReceiptNumber',
    header: 'Receipt #',
    width: 120,
    render: (r) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {r.purchaseReceiptNumber}
      </Typography>
    ),
  },
  { field: 'receiptDate', header: 'Receipt Date', type: 'date', width: 120, render: (r) => formatDate(r.receiptDate) },
  ...supplierAndLocationColumns<PurchaseReceipt>(),
  {
    field: 'purchaseOrder',
    header: 'Purchase Order',
    sortable: false,
    width: 130,
    render: (r) =>
      r.purchaseOrder ? (
        <Link component={RouterLink} to={`/purchasing/purchase-orders/${r.purchaseOrder.id}`} onClick={(event) => event.stopPropagation()}>
          {r.purchaseOrder.purchaseOrderNumber}
        </Link>
      ) : null,
  },
  { field: 'supplierInvoiceNumber', header: 'Supplier Invoice #', minWidth: 130, filter: 'text' },
  { field: 'total', header: 'Total', type: 'currency', width: 130 },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: statusLabels(PURCHASE_RECEIPT_STATUS),
    filter: 'enum',
    width: 110,
    render: (r) => <PurchaseReceiptStatusChip status={r.status} />,
  },
];

function PurchaseReceiptsList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The receipts of one order (its page links here with ?purchaseOrderId=).
  const orderId = Number(params.get('purchaseOrderId'));
  const byOrder = Number.isSafeInteger(orderId) && orderId > 0;
  const baseFilters = useMemo<ColumnFilterInput[]>(
    () => (byOrder ? [{ column: 'purchaseOrderId', value: orderId, type: 'number' }] : []),
    [byOrder, orderId],
  );
  const rowActions = useMemo<RowAction<PurchaseReceipt>[]>(
    () => [
      { name: 'row-click', onClick: (r) => void navigate(`/purchasing/purchase-receipts/${r.id}`) },
      {
        name: 'view',
        label: 'View',
        icon: <VisibilityIcon fontSize="small" />,
        onClick: (r) => void navigate(`/purchasing/purchase-receipts/${r.id}`),
      },
    ],
    [navigate],
  );
  return (
    <ListTable<PurchaseReceipt>
      title={TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getPurchaseReceiptsQueryOptions}
      columns={columns}
      relations={PURCHASE_RECEIPT_LIST_RELATIONS}
      baseFilters={baseFilters}
      search={{ placeholder: 'Search receipt # or supplier invoice #' }}
      filterPanel={FILTERS}
      printButton={{ onClick: () => window.print() }}
      addButton={{
        label: 'New Purchase Receipt',
        permission: 'Create Purchase Receipts',
        onClick: () => void navigate('/purchasing/purchase-receipts/new'),
      }}
      rowActions={rowActions}
    >
      {byOrder ? (
        <Box sx={{ mb: 2 }}>
          <Chip label="Of one purchase order" onDelete={() => setParams({}, { replace: true })} />
        </Box>
      ) : null}
    </ListTable>
  );
}

/** /purchasing/purchase-receipts — goods received, newest first. */
export default function PurchaseReceiptsListPage() {
  return (
    <PermissionGate permission={VIEW} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <PurchaseReceiptsList />
    </PermissionGate>
  );
}
