import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Typography } from '@mui/material';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BlockIcon from '@mui/icons-material/Block';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { PaymentTypeBreakdownPanel } from '@/components/payment-breakdown/payment-type-breakdown-panel';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import type { TableFilter } from '@/lib/list-query';
import { notify } from '@/lib/notify';
import { PermissionGate } from '@/lib/permission-gate';
import { useDownloadSalesOrderPdf } from '../api/download-sales-order-pdf';
import { getPaymentTypeBreakdown } from '../api/get-payment-type-breakdown';
import { getSalesOrdersQueryOptions, SALES_ORDER_LIST_RELATIONS } from '../api/get-sales-orders';
import { SALES_ORDER_STATUS, StatusChip, statusLabels } from '../components/status-chip';
import { useNewSalesOrder } from '../components/use-new-sales-order';
import { VoidSalesOrderDialog } from '../components/void-sales-order-dialog';
import { formatDateTime, startOfToday } from '../lib/dates';
import { countTopLines } from '../lib/document-lines';
import { settlement } from '../lib/settlement';
import { orderTerminalPath } from '../lib/terminal-paths';
import { VIEW_SALES_ORDERS, type SalesOrder } from '../types';

export const SALES_ORDERS_TITLE = 'Sales Orders';
const BREADCRUMBS = [{ label: 'Sales' }, { label: 'Sales Orders', to: '/sales/sales-orders' }];
/** Spec 9: the sales list starts sorted by salesOrderDate, newest first. */
export const SALES_ORDER_DEFAULT_SORT = { column: 'salesOrderDate', direction: 'desc' } as const;

/** A voided order's amounts are struck through: they no longer count. */
function Amount({ order, value }: { order: SalesOrder; value: number }) {
  const voided = order.status === 'VOIDED';
  return (
    <Box component="span" sx={voided ? { textDecoration: 'line-through', color: 'text.secondary' } : { fontWeight: 500 }}>
      {formatMoney(value)}
    </Box>
  );
}

/** The payment types of an order, e.g. "GCash + Cash". */
export function paymentSummary(order: Pick<SalesOrder, 'paymentTerms'>): string {
  return [...new Set((order.paymentTerms ?? []).map((p) => p.paymentType?.name ?? `#${p.paymentTypeId}`))].join(' + ');
}

const columns: ListColumn<SalesOrder>[] = [
  {
    field: 'salesOrderNumber',
    header: 'Order #',
    width: 115,
    render: (o) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {o.salesOrderNumber}
      </Typography>
    ),
  },
  { field: 'salesOrderDate', header: 'Date', type: 'date', width: 165, render: (o) => formatDateTime(o.salesOrderDate) },
  { field: 'customer', header: 'Customer', type: 'relation', path: 'customer.customerName', sortable: false, minWidth: 150, flex: 1.4 },
  { field: 'salesChannel', header: 'Channel', type: 'relation', path: 'salesChannel.name', sortable: false, minWidth: 110, flex: 0.7 },
  {
    field: 'itemCount',
    header: 'Items',
    sortable: false,
    width: 70,
    align: 'right',
    hidden: true,
    render: (o) => countTopLines(o.salesOrderItems),
  },
  { field: 'payment', header: 'Payment', sortable: false, minWidth: 110, flex: 0.8, render: paymentSummary },
  { field: 'netTotal', header: 'Net Total', type: 'currency', width: 120, render: (o) => <Amount order={o} value={o.netTotal} /> },
  // A charge sale is owed, not paid: what came in, and what is still due (its open receivables).
  {
    field: 'paidAmountTotal',
    header: 'Paid',
    type: 'currency',
    sortable: false,
    width: 120,
    render: (o) => <Amount order={o} value={settlement(o).paid} />,
  },
  {
    field: 'balanceDue',
    header: 'Balance Due',
    type: 'currency',
    sortable: false,
    width: 120,
    render: (o) => {
      const { balanceDue } = settlement(o);
      return balanceDue > 0 && o.status !== 'VOIDED' ? (
        <Box component="span" sx={{ fontWeight: 600, color: 'warning.dark' }}>
          {formatMoney(balanceDue)}
        </Box>
      ) : (
        <Amount order={o} value={balanceDue} />
      );
    },
  },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: statusLabels(SALES_ORDER_STATUS),
    width: 110,
    render: (o) => <StatusChip status={o.status} looks={SALES_ORDER_STATUS} />,
  },
];

/** The filter panel: today's orders by default (spec 9), any customer, any channel. */
export function salesOrderFilterPanel(now = new Date()): FilterPanelConfig {
  const today = startOfToday(now);
  return { period: { column: 'salesOrderDate', defaultFrom: today, defaultTo: today }, customer: true, salesChannel: true };
}

function SalesOrdersList() {
  const navigate = useNavigate();
  const [filterPanel] = useState(() => salesOrderFilterPanel());
  const [filter, setFilter] = useState<TableFilter | null>(null);
  const [voiding, setVoiding] = useState<{ open: boolean; order: SalesOrder | null }>({ open: false, order: null });
  const newSale = useNewSalesOrder();
  const pdf = useDownloadSalesOrderPdf();

  const rowActions = useMemo<RowAction<SalesOrder>[]>(
    () => [
      { name: 'row-click', onClick: (o) => void navigate(`/sales/sales-orders/${o.id}`) },
      {
        name: 'view',
        label: 'View',
        icon: <VisibilityIcon fontSize="small" />,
        onClick: (o) => void navigate(`/sales/sales-orders/${o.id}`),
      },
      {
        name: 'edit',
        label: 'Open at Terminal',
        icon: <PointOfSaleIcon fontSize="small" />,
        permission: 'Edit Sales Orders',
        when: (o) => o.status === 'COMPLETED',
        onClick: (o) => void navigate(orderTerminalPath(o)),
      },
      {
        name: 'print',
        label: 'Download PDF',
        icon: <PictureAsPdfIcon fontSize="small" />,
        onClick: (o) =>
          pdf.mutate(
            { id: o.id, salesOrderNumber: o.salesOrderNumber },
            { onError: (error) => notify.error(errorMessage(error, 'The PDF could not be made.')) },
          ),
      },
      {
        name: 'create-rma',
        label: 'Create RMA',
        icon: <AssignmentReturnIcon fontSize="small" />,
        permission: 'Create RMA',
        featureFlag: 'rma_warranty_module',
        when: (o) => o.status === 'COMPLETED',
        onClick: (o) => void navigate(`/rma-warranty/rma/new?salesOrderId=${o.id}`),
      },
      {
        name: 'delete',
        label: 'Void',
        icon: <BlockIcon fontSize="small" color="error" />,
        permission: 'Delete Sales Orders',
        when: (o) => o.status === 'COMPLETED',
        onClick: (o) => setVoiding({ open: true, order: o }),
      },
    ],
    [navigate, pdf],
  );

  return (
    <>
      <ListTable<SalesOrder>
        title={SALES_ORDERS_TITLE}
        breadcrumbs={BREADCRUMBS}
        queryOptions={getSalesOrdersQueryOptions}
        columns={columns}
        relations={SALES_ORDER_LIST_RELATIONS}
        defaultSort={SALES_ORDER_DEFAULT_SORT}
        search={{ placeholder: 'Search order # or note' }}
        filterPanel={filterPanel}
        onFilterChange={setFilter}
        addButton={{ label: 'New Sales Order', permission: 'Create Sales Orders', onClick: () => void newSale.start() }}
        rowActions={rowActions}
        card={{ title: 'salesOrderNumber', details: ['salesOrderDate', 'customer'], amount: 'netTotal', status: 'status' }}
      >
        {filter ? (
          <PaymentTypeBreakdownPanel
            permission="View Sales Payment Breakdown"
            queryKey={['sales-orders', filter]}
            fetchRows={() => getPaymentTypeBreakdown(filter)}
            defaultShowChart={false}
          />
        ) : null}
      </ListTable>
      {newSale.dialog}
      <VoidSalesOrderDialog open={voiding.open} order={voiding.order} onClose={() => setVoiding((v) => ({ ...v, open: false }))} />
    </>
  );
}

/** /sales/sales-orders: where the day starts after login (spec 2.1). */
export default function SalesOrdersListPage() {
  return (
    <PermissionGate permission={VIEW_SALES_ORDERS} header={<PageHeader title={SALES_ORDERS_TITLE} breadcrumbs={BREADCRUMBS} />}>
      <SalesOrdersList />
    </PermissionGate>
  );
}
