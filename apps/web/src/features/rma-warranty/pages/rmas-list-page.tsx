import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { FeatureGate } from '@/components/feature-gate/feature-gate';
import { ListTable } from '@/components/list-table/list-table';
import type { Breadcrumb, FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { formatDate, formatMoney } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { getRmasQueryOptions } from '../api/get-rmas';
import { PrintReturnOrderDialog } from '../components/print-return-order-menu';
import { labelsOf, RMA_STATUS_LOOKS, RmaStatusChip } from '../components/status-chips';
import { resolutionSummary } from '../lib/rma-text';
import { CREATE_RMA, FLAG, MODULE_NAME, RMA_LIST_RELATIONS, VIEW_RMA, type Rma } from '../types';

const TITLE = 'RMA';
const BREADCRUMBS: Breadcrumb[] = [{ label: 'RMA & Warranty' }, { label: TITLE, to: '/rma-warranty/rma' }];
const FILTERS: FilterPanelConfig = { period: { column: 'rmaDate' }, customer: true, addFilterFor: true };
const DEFAULT_SORT = { column: 'rmaDate', direction: 'desc' } as const;

const columns: ListColumn<Rma>[] = [
  {
    field: 'rmaNumber',
    header: 'RMA #',
    width: 120,
    render: (r) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {r.rmaNumber}
      </Typography>
    ),
  },
  { field: 'rmaDate', header: 'Date', type: 'date', width: 115, render: (r) => formatDate(r.rmaDate) },
  { field: 'customerName', header: 'Customer', minWidth: 150, flex: 1.2 },
  { field: 'salesOrderNumber', header: 'Sale', width: 120 },
  { field: 'resolution', header: 'Resolution', sortable: false, minWidth: 140, flex: 1, render: resolutionSummary },
  { field: 'totalAmount', header: 'Amount', type: 'currency', width: 120, render: (r) => formatMoney(r.totalAmount) },
  { field: 'refundTotal', header: 'Refunded', type: 'currency', width: 120, hidden: true, render: (r) => formatMoney(r.refundTotal) },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: labelsOf(RMA_STATUS_LOOKS),
    filter: 'enum',
    width: 115,
    render: (r) => <RmaStatusChip status={r.status} />,
  },
];

function RmasList() {
  const navigate = useNavigate();
  const [printing, setPrinting] = useState<Rma | null>(null);
  const rowActions = useMemo<RowAction<Rma>[]>(
    () => [
      { name: 'row-click', onClick: (r) => void navigate(`/rma-warranty/rma/${r.id}`) },
      {
        name: 'view',
        label: 'View',
        icon: <VisibilityIcon fontSize="small" />,
        onClick: (r) => void navigate(`/rma-warranty/rma/${r.id}`),
      },
      { name: 'print-return-order', label: 'Print Return Order', icon: <PrintIcon fontSize="small" />, onClick: setPrinting },
    ],
    [navigate],
  );
  return (
    <>
      <ListTable<Rma>
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        queryOptions={getRmasQueryOptions}
        columns={columns}
        relations={RMA_LIST_RELATIONS}
        defaultSort={DEFAULT_SORT}
        search={{ placeholder: 'Search RMA #, customer or sale #' }}
        filterPanel={FILTERS}
        addButton={{ label: 'New RMA', permission: CREATE_RMA, onClick: () => void navigate('/rma-warranty/rma/new') }}
        rowActions={rowActions}
      />
      <PrintReturnOrderDialog rma={printing} onClose={() => setPrinting(null)} />
    </>
  );
}

/** /rma-warranty/rma — customer returns: requested, received, resolved or rejected. */
export default function RmasListPage() {
  return (
    <FeatureGate flag={FLAG} title={TITLE} breadcrumbs={BREADCRUMBS} moduleName={MODULE_NAME}>
      <PermissionGate permission={VIEW_RMA} header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
        <RmasList />
      </PermissionGate>
    </FeatureGate>
  );
}
