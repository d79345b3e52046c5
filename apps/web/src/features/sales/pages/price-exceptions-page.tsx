import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Chip, Link, Stack } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { PageHeader } from '@/components/page-header/page-header';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { formatMoney } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { getPriceExceptionsQueryOptions, PRICE_EXCEPTION_RELATIONS } from '../api/get-price-exceptions';
import { ApprovePriceDialog } from '../components/approve-price-dialog';
import { formatDateTime } from '../lib/dates';
import { OVERRIDE_PRICES, priceReviewLabel, VIEW_PRICE_EXCEPTIONS } from '../lib/price-review';
import { userName, type SalesOrder } from '../types';

export const PRICE_EXCEPTIONS_TITLE = 'Price Exceptions';
const BREADCRUMBS = [{ label: 'Sales' }, { label: PRICE_EXCEPTIONS_TITLE, to: '/sales/price-exceptions' }];
const DEFAULT_SORT = { column: 'salesOrderDate', direction: 'desc' } as const;

const columns: ListColumn<SalesOrder>[] = [
  {
    field: 'salesOrderNumber',
    header: 'Order #',
    width: 150,
    render: (o) => (
      <Link component={RouterLink} to={`/sales/sales-orders/${o.id}`} onClick={(event) => event.stopPropagation()}>
        {o.salesOrderNumber}
      </Link>
    ),
  },
  { field: 'salesOrderDate', header: 'Made', type: 'date', width: 180, render: (o) => formatDateTime(o.salesOrderDate) },
  {
    field: 'priceReviewReasons',
    header: 'Reasons',
    sortable: false,
    minWidth: 240,
    flex: 1.5,
    render: (o) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', py: 0.5 }}>
        {o.priceReviewReasons.map((r) => (
          <Chip key={r} size="small" color="warning" variant="outlined" label={priceReviewLabel(r)} />
        ))}
      </Stack>
    ),
  },
  { field: 'cashier', header: 'Cashier', sortable: false, minWidth: 130, flex: 0.8, render: (o) => userName(o.createdByUser) },
  { field: 'salesChannel', header: 'Channel', sortable: false, minWidth: 120, flex: 0.8, render: (o) => o.salesChannel?.name ?? '' },
  { field: 'offlineDeviceId', header: 'Device', sortable: false, width: 130, hidden: true },
  { field: 'netTotal', header: 'Net Total', type: 'currency', width: 120, align: 'right', render: (o) => formatMoney(o.netTotal) },
];

function PriceExceptionsList() {
  const navigate = useNavigate();
  const [approving, setApproving] = useState<SalesOrder | null>(null);
  const rowActions: RowAction<SalesOrder>[] = [
    { name: 'row-click', onClick: (o) => void navigate(`/sales/sales-orders/${o.id}`) },
    {
      name: 'view',
      label: 'View',
      icon: <VisibilityIcon fontSize="small" />,
      onClick: (o) => void navigate(`/sales/sales-orders/${o.id}`),
    },
    {
      name: 'approve-price',
      label: 'Approve Price',
      icon: <TaskAltIcon fontSize="small" />,
      permission: OVERRIDE_PRICES,
      onClick: (o) => setApproving(o),
    },
  ];
  return (
    <>
      <ListTable<SalesOrder>
        title={PRICE_EXCEPTIONS_TITLE}
        breadcrumbs={BREADCRUMBS}
        queryOptions={getPriceExceptionsQueryOptions}
        columns={columns}
        relations={PRICE_EXCEPTION_RELATIONS}
        defaultSort={DEFAULT_SORT}
        search={{ placeholder: 'Search order # or provisional #' }}
        rowActions={rowActions}
      />
      <ApprovePriceDialog open={approving !== null} order={approving} onClose={() => setApproving(null)} />
    </>
  );
}

/** /sales/price-exceptions: offline sales posted against the price rules, until their price is approved. */
export default function PriceExceptionsPage() {
  return (
    <PermissionGate permission={VIEW_PRICE_EXCEPTIONS} header={<PageHeader title={PRICE_EXCEPTIONS_TITLE} breadcrumbs={BREADCRUMBS} />}>
      <PriceExceptionsList />
    </PermissionGate>
  );
}
