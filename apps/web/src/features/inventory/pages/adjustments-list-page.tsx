import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { ADJUSTMENT_LIST_RELATIONS, getAdjustmentsQueryOptions } from '../api/get-adjustments';
import { userName, type Adjustment } from '../types';
import { PermissionGate } from '@/lib/permission-gate';
import { PageHeader } from '@/components/page-header/page-header';

const FILTERS: FilterPanelConfig = { period: { column: 'createdAt' }, stockLocation: true };

const columns: ListColumn<Adjustment>[] = [
  { field: 'adjustmentNumber', header: 'Adjustment #', minWidth: 130 },
  { field: 'createdAt', header: 'Date', minWidth: 170, render: (a) => formatDateTime(a.createdAt) },
  { field: 'location', header: 'Location', path: 'location.name', type: 'relation', sortable: false, minWidth: 140 },
  { field: 'reason', header: 'Reason', minWidth: 160, flex: 1.5 },
  {
    field: 'items',
    header: 'Items',
    sortable: false,
    align: 'right',
    minWidth: 80,
    flex: 0.5,
    render: (a) => String(a.items?.length ?? 0),
  },
  { field: 'createdByUser', header: 'Posted By', sortable: false, minWidth: 140, render: (a) => userName(a.createdByUser) },
  { field: 'notes', header: 'Notes', hidden: true, minWidth: 160 },
];

function AdjustmentsListPageContent() {
  const navigate = useNavigate();
  const rowActions = useMemo<RowAction<Adjustment>[]>(
    () => [{ name: 'row-click', onClick: (a) => void navigate(`/inventory/inventory-adjustments/${a.id}`) }],
    [navigate],
  );
  return (
    <ListTable<Adjustment>
      title="Inventory Adjustments"
      breadcrumbs={[{ label: 'Inventory' }, { label: 'Inventory Adjustments', to: '/inventory/inventory-adjustments' }]}
      queryOptions={getAdjustmentsQueryOptions}
      columns={columns}
      relations={ADJUSTMENT_LIST_RELATIONS}
      search={{ placeholder: 'Search number, reason or notes' }}
      filterPanel={FILTERS}
      addButton={{
        label: 'New Adjustment',
        permission: 'Create Adjustments',
        onClick: () => void navigate('/inventory/inventory-adjustments/new'),
      }}
      rowActions={rowActions}
    />
  );
}

/** /inventory/inventory-adjustments — posted adjustments, newest first (issue 5 item 5). */
export default function AdjustmentsListPage() {
  return (
    <PermissionGate
      permission={'View Adjustments'}
      header={
        <PageHeader
          title="Inventory Adjustments"
          breadcrumbs={[{ label: 'Inventory' }, { label: 'Inventory Adjustments', to: '/inventory/inventory-adjustments' }]}
        />
      }
    >
      <AdjustmentsListPageContent />
    </PermissionGate>
  );
}
