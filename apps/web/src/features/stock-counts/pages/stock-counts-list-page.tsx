import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { formatDateTime } from '@/lib/format';
import { PermissionGate } from '@/lib/permission-gate';
import { getStockCountsQueryOptions } from '../api/get-stock-counts';
import { CountProgress } from '../components/count-progress';
import { StockCountDialog } from '../components/stock-count-dialog';
import { StockCountStatusChip } from '../components/stock-count-status-chip';
import { STOCK_COUNT_SCOPE_LABELS, STOCK_COUNT_STATUS_LABELS, STOCK_COUNTS_PATH, type StockCount } from '../types';

const TITLE = 'Stock Counts';
const BREADCRUMBS = [{ label: 'Inventory' }, { label: TITLE, to: STOCK_COUNTS_PATH }];

const FILTERS: FilterPanelConfig = { period: { column: 'countDate' }, stockLocation: true, addFilterFor: true };

const COLUMNS: ListColumn<StockCount>[] = [
  { field: 'stockCountNumber', header: 'Number', minWidth: 110 },
  { field: 'name', header: 'Name', minWidth: 150, flex: 1.5 },
  { field: 'locationName', header: 'Location', sortable: false, minWidth: 120 },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: STOCK_COUNT_STATUS_LABELS,
    filter: 'enum',
    minWidth: 110,
    render: (c) => <StockCountStatusChip status={c.status} />,
  },
  { field: 'scope', header: 'Scope', type: 'enum', enumLabels: STOCK_COUNT_SCOPE_LABELS, minWidth: 105 },
  { field: 'startedAt', header: 'Started', minWidth: 160, render: (c) => formatDateTime(c.startedAt) },
  { field: 'postedAt', header: 'Posted', minWidth: 160, render: (c) => formatDateTime(c.postedAt) },
  {
    field: 'countedCount',
    header: 'Counted',
    sortable: false,
    minWidth: 150,
    flex: 1,
    // A draft has fixed no products yet: nothing to count.
    render: (c) => (c.status === 'DRAFT' ? '' : <CountProgress counted={c.countedCount} total={c.lineCount} dense />),
  },
  { field: 'countDate', header: 'Date', type: 'date', minWidth: 120, hidden: true },
];

function StockCountsList() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const rowActions = useMemo<RowAction<StockCount>[]>(
    () => [{ name: 'row-click', onClick: (c) => void navigate(`${STOCK_COUNTS_PATH}/${c.id}`) }],
    [navigate],
  );
  return (
    <>
      <ListTable<StockCount>
        title={TITLE}
        breadcrumbs={BREADCRUMBS}
        queryOptions={getStockCountsQueryOptions}
        columns={COLUMNS}
        search={{ placeholder: 'Search number or name' }}
        filterPanel={FILTERS}
        addButton={{ label: 'New Stock Count', permission: 'Create Stock Counts', onClick: () => setCreating(true) }}
        rowActions={rowActions}
        card={{ title: 'stockCountNumber', details: ['name', 'locationName'], status: 'status' }}
      />
      <StockCountDialog
        open={creating}
        onClose={(saved) => {
          setCreating(false);
          if (saved) void navigate(`${STOCK_COUNTS_PATH}/${saved.id}`);
        }}
      />
    </>
  );
}

/** /inventory/stock-counts: the shop's stock counts, newest first (issue 35). */
export default function StockCountsListPage() {
  return (
    <PermissionGate permission="View Stock Counts" header={<PageHeader title={TITLE} breadcrumbs={BREADCRUMBS} />}>
      <StockCountsList />
    </PermissionGate>
  );
}
