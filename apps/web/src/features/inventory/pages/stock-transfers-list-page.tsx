import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { getStockTransfersQueryOptions, TRANSFER_LIST_RELATIONS } from '../api/get-stock-transfers';
import { userName, type StockTransfer } from '../types';
import { PermissionGate } from '@/lib/permission-gate';
import { PageHeader } from '@/components/page-header/page-header';

const FILTERS: FilterPanelConfig = {
  period: { column: 'createdAt' },
  stockLocation: { column: 'sourceWarehouseId', label: 'From Location' },
};

const columns: ListColumn<StockTransfer>[] = [
  { field: 'transferNumber', header: 'Transfer #', minWidth: 130 },
  { field: 'createdAt', header: 'Date', minWidth: 170, render: (t) => formatDateTime(t.createdAt) },
  { field: 'sourceWarehouse', header: 'From', path: 'sourceWarehouse.name', type: 'relation', sortable: false, minWidth: 140 },
  { field: 'destinationWarehouse', header: 'To', path: 'destinationWarehouse.name', type: 'relation', sortable: false, minWidth: 140 },
  {
    field: 'items',
    header: 'Items',
    sortable: false,
    align: 'right',
    minWidth: 80,
    flex: 0.5,
    render: (t) => String(t.items?.length ?? 0),
  },
  { field: 'createdByUser', header: 'Posted By', sortable: false, minWidth: 140, render: (t) => userName(t.createdByUser) },
  { field: 'notes', header: 'Notes', minWidth: 160, flex: 1.5 },
];

function StockTransfersListPageContent() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<StockTransfer>[]>(
    () => [{ name: 'row-click', onClick: (t) => void navigate(`/inventory/stock-transfers/${t.id}`) }],
    [navigate],
  );
  return (
    <ListTable<StockTransfer>
      title="Stock Transfers"
      breadcrumbs={[{ label: 'Inventory' }, { label: 'Stock Transfers', to: '/inventory/stock-transfers' }]}
      queryOptions={getStockTransfersQueryOptions}
      columns={columns}
      relations={TRANSFER_LIST_RELATIONS}
      search={{ placeholder: 'Search number or notes' }}
      filterPanel={FILTERS}
      addButton={{
        label: 'New Transfer',
        permission: 'Create Stock Transfers',
        onClick: () => void navigate('/inventory/stock-transfers/new'),
      }}
      rowActions={rowActions}
    />
  );
}

/** /inventory/stock-transfers — posted transfers, newest first (issue 5 item 6). */
export default function StockTransfersListPage() {
  return (
    <PermissionGate
      permission={'View Stock Transfers'}
      header={
        <PageHeader
          title="Stock Transfers"
          breadcrumbs={[{ label: 'Inventory' }, { label: 'Stock Transfers', to: '/inventory/stock-transfers' }]}
        />
      }
    >
      <StockTransfersListPageContent />
    </PermissionGate>
  );
}
