import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Link, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { QUOTATION_STATUSES } from '@oim/shared/schemas/sales';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import type { ColumnFilterInput } from '@/lib/list-query';
import { PermissionGate } from '@/lib/permission-gate';
import { getQuotationsQueryOptions, QUOTATION_LIST_RELATIONS } from '../api/get-quotations';
import { QUOTATION_STATUS, StatusChip, statusLabels } from '../components/status-chip';
import { useNewSalesOrder } from '../components/use-new-sales-order';
import { quotationAllows, useQuotationActions } from '../components/use-quotation-actions';
import { formatDateTime, formatDay } from '../lib/dates';
import { newQuotationTerminalPath, quotationTerminalPath } from '../lib/terminal-paths';
import { VIEW_QUOTATIONS, type Quotation, type QuotationStatus } from '../types';

export const QUOTATIONS_TITLE = 'Quotations';
const BREADCRUMBS = [{ label: 'Sales' }, { label: 'Quotations', to: '/sales/quotations' }];
const DEFAULT_SORT = { column: 'quotationDate', direction: 'desc' } as const;
const FILTER_PANEL: FilterPanelConfig = { period: { column: 'quotationDate' }, customer: true, salesChannel: true };

const columns: ListColumn<Quotation>[] = [
  {
    field: 'quotationNumber',
    header: 'Quotation #',
    width: 125,
    render: (q) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {q.quotationNumber}
      </Typography>
    ),
  },
  { field: 'quotationDate', header: 'Date', type: 'date', width: 165, render: (q) => formatDateTime(q.quotationDate) },
  {
    field: 'validUntilDate',
    header: 'Valid Until',
    type: 'date',
    width: 115,
    render: (q) => (
      <Typography variant="body2" component="span" color={q.status === 'EXPIRED' ? 'warning.main' : undefined}>
        {formatDay(q.validUntilDate)}
      </Typography>
    ),
  },
  { field: 'customer', header: 'Customer', type: 'relation', path: 'customer.customerName', sortable: false, minWidth: 150, flex: 1.4 },
  { field: 'salesChannel', header: 'Channel', type: 'relation', path: 'salesChannel.name', sortable: false, minWidth: 110, flex: 0.8 },
  { field: 'netTotal', header: 'Net Total', type: 'currency', width: 120 },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: statusLabels(QUOTATION_STATUS),
    width: 110,
    render: (q) => <StatusChip status={q.status} looks={QUOTATION_STATUS} />,
  },
  {
    field: 'salesOrder',
    header: 'Sales Order',
    sortable: false,
    width: 115,
    render: (q) =>
      q.salesOrder ? (
        <Link component={RouterLink} to={`/sales/sales-orders/${q.salesOrder.id}`} onClick={(event) => event.stopPropagation()}>
          {q.salesOrder.salesOrderNumber}
        </Link>
      ) : null,
  },
];

type StatusFilter = QuotationStatus | 'ALL';

function QuotationsList() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const actions = useQuotationActions();
  const newQuotation = useNewSalesOrder(newQuotationTerminalPath);
  const baseFilters = useMemo<ColumnFilterInput[]>(
    () => (status === 'ALL' ? [] : [{ column: 'status', value: status, type: 'enum' }]),
    [status],
  );

  const rowActions: RowAction<Quotation>[] = [
    { name: 'row-click', onClick: (q) => void navigate(`/sales/quotations/${q.id}`) },
    { name: 'view', label: 'View', icon: <VisibilityIcon fontSize="small" />, onClick: (q) => void navigate(`/sales/quotations/${q.id}`) },
    {
      name: 'generate-sales-order',
      label: 'Generate Sales Order',
      icon: <ReceiptLongIcon fontSize="small" />,
      permission: 'Generate Sales Order',
      when: quotationAllows.generate,
      onClick: actions.askGenerate,
    },
    {
      name: 'edit',
      label: 'Open at Terminal',
      icon: <PointOfSaleIcon fontSize="small" />,
      permission: 'Edit Quotations',
      when: quotationAllows.openAtTerminal,
      onClick: (q) => void navigate(quotationTerminalPath(q)),
    },
    {
      name: 'delete',
      label: 'Delete',
      icon: <DeleteIcon fontSize="small" />,
      permission: 'Delete Quotations',
      when: quotationAllows.delete,
      onClick: actions.askDelete,
    },
  ];

  return (
    <>
      <ListTable<Quotation>
        title={QUOTATIONS_TITLE}
        breadcrumbs={BREADCRUMBS}
        queryOptions={getQuotationsQueryOptions}
        columns={columns}
        relations={QUOTATION_LIST_RELATIONS}
        baseFilters={baseFilters}
        defaultSort={DEFAULT_SORT}
        search={{ placeholder: 'Search quotation # or note' }}
        filterPanel={FILTER_PANEL}
        addButton={{ label: 'New Quotation', permission: 'Create Quotations', onClick: () => void newQuotation.start() }}
        rowActions={rowActions}
      >
        <Paper variant="outlined" sx={{ mb: 2, p: 1, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }} id="quotation-status-filter">
            Status
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            aria-labelledby="quotation-status-filter"
            onChange={(_event, value: StatusFilter | null) => value && setStatus(value)}
          >
            <ToggleButton value="ALL">All</ToggleButton>
            {QUOTATION_STATUSES.map((s) => (
              <ToggleButton key={s} value={s}>
                {QUOTATION_STATUS[s].label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Paper>
      </ListTable>
      {actions.dialogs}
      {newQuotation.dialog}
    </>
  );
}

/** /sales/quotations */
export default function QuotationsListPage() {
  return (
    <PermissionGate permission={VIEW_QUOTATIONS} header={<PageHeader title={QUOTATIONS_TITLE} breadcrumbs={BREADCRUMBS} />}>
      <QuotationsList />
    </PermissionGate>
  );
}
