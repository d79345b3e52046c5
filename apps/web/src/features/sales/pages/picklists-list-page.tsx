import { Link as RouterLink, useNavigate } from 'react-router';
import { Link, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { getPicklistsQueryOptions, PICKLIST_LIST_RELATIONS } from '../api/get-picklists';
import { PicklistGate } from '../components/picklist-gate';
import { PICKLIST_STATUS, StatusChip, statusLabels } from '../components/status-chip';
import { formatDateTime } from '../lib/dates';
import type { Picklist } from '../types';

export const PICKLISTS_TITLE = 'Picklists';
const BREADCRUMBS = [{ label: 'Sales' }, { label: 'Picklists', to: '/sales/picklists' }];
const DEFAULT_SORT = { column: 'createdAt', direction: 'desc' } as const;

const picked = (p: Picklist) => (p.items ?? []).filter((i) => i.isPicked).length;

const columns: ListColumn<Picklist>[] = [
  {
    field: 'picklistNumber',
    header: 'Picklist #',
    width: 140,
    render: (p) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {p.picklistNumber}
      </Typography>
    ),
  },
  { field: 'createdAt', header: 'Created', type: 'date', width: 190, render: (p) => formatDateTime(p.createdAt) },
  {
    field: 'salesOrder',
    header: 'Sales Order',
    sortable: false,
    minWidth: 140,
    flex: 1,
    render: (p) =>
      p.salesOrder ? (
        <Link component={RouterLink} to={`/sales/sales-orders/${p.salesOrder.id}`} onClick={(event) => event.stopPropagation()}>
          {p.salesOrder.salesOrderNumber}
        </Link>
      ) : null,
  },
  {
    field: 'picked',
    header: 'Picked',
    sortable: false,
    width: 120,
    align: 'right',
    render: (p) => `${picked(p)} of ${(p.items ?? []).length}`,
  },
  {
    field: 'status',
    header: 'Status',
    type: 'enum',
    enumLabels: statusLabels(PICKLIST_STATUS),
    width: 120,
    render: (p) => <StatusChip status={p.status} looks={PICKLIST_STATUS} />,
  },
  { field: 'notes', header: 'Notes', sortable: false, minWidth: 160, flex: 1.2, hidden: true },
];

function PicklistsList() {
  const navigate = useNavigate();
  const rowActions: RowAction<Picklist>[] = [
    { name: 'row-click', onClick: (p) => void navigate(`/sales/picklists/${p.id}`) },
    { name: 'view', label: 'View', icon: <VisibilityIcon fontSize="small" />, onClick: (p) => void navigate(`/sales/picklists/${p.id}`) },
  ];
  return (
    <ListTable<Picklist>
      title={PICKLISTS_TITLE}
      breadcrumbs={BREADCRUMBS}
      queryOptions={getPicklistsQueryOptions}
      columns={columns}
      relations={PICKLIST_LIST_RELATIONS}
      defaultSort={DEFAULT_SORT}
      search={{ placeholder: 'Search picklist #' }}
      rowActions={rowActions}
    />
  );
}

/** /sales/picklists (picklist_module). */
export default function PicklistsListPage() {
  return (
    <PicklistGate title={PICKLISTS_TITLE} breadcrumbs={BREADCRUMBS}>
      <PicklistsList />
    </PicklistGate>
  );
}
