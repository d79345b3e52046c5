import { useMemo, useState } from 'react';
import { Chip, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ListTable } from '@/components/list-table/list-table';
import type { FilterPanelConfig, ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PermissionGate } from '@/lib/permission-gate';
import { PageHeader } from '@/components/page-header/page-header';
import { useDeleteSystemUser } from '../api/delete-system-user';
import { getSystemUsersQueryOptions, SYSTEM_USER_LIST_RELATIONS } from '../api/get-system-users';
import { SystemUserDialog } from '../components/system-user-dialog';
import { useDeleteConfirmation } from '@/components/dialogs/use-delete-confirmation';
import { fullName, type SystemUser } from '../types';

function Chips({ labels }: { labels: string[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

const columns: ListColumn<SystemUser>[] = [
  { field: 'firstname', header: 'Name', minWidth: 180, flex: 1.2, render: (u) => fullName(u) },
  { field: 'displayName', header: 'Display Name', minWidth: 140 },
  { field: 'email', header: 'Email', minWidth: 200, flex: 1.3, filter: 'text' },
  { field: 'roleNames', header: 'Roles', sortable: false, minWidth: 180, flex: 1.2, render: (u) => <Chips labels={u.roleNames ?? []} /> },
  {
    field: 'salesChannels',
    header: 'Sales Channels',
    sortable: false,
    minWidth: 180,
    flex: 1.2,
    render: (u) => <Chips labels={(u.salesChannels ?? []).map((c) => c.name)} />,
  },
  { field: 'isActive', header: 'Active', type: 'boolean', width: 90, filter: 'boolean' },
];

const FILTERS: FilterPanelConfig = { addFilterFor: true };

const breadcrumbs = [{ label: 'Masterfile' }, { label: 'System Users', to: '/masterfile/system-users' }];
type DialogState = { open: false } | { open: true; user: SystemUser | null };

/** /masterfile/system-users: the shop's users with their roles and sales channels. */
export default function SystemUsersPage() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const { askDelete, dialog: deleteDialog } = useDeleteConfirmation<SystemUser>({ remove: useDeleteSystemUser() });

  const rowActions = useMemo<RowAction<SystemUser>[]>(
    () => [
      { name: 'row-click', permission: 'Edit System Users', onClick: (u) => setDialog({ open: true, user: u }) },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Edit System Users',
        onClick: (u) => setDialog({ open: true, user: u }),
      },
      {
        name: 'delete',
        label: 'Delete',
        icon: <DeleteIcon fontSize="small" />,
        permission: 'Delete System Users',
        onClick: (u) => void askDelete(u),
      },
    ],
    [askDelete],
  );

  return (
    <PermissionGate permission="View System Users" header={<PageHeader title="System Users" breadcrumbs={breadcrumbs} />}>
      <ListTable<SystemUser>
        title="System Users"
        breadcrumbs={breadcrumbs}
        queryOptions={getSystemUsersQueryOptions}
        columns={columns}
        relations={SYSTEM_USER_LIST_RELATIONS}
        search={{ placeholder: 'Search name or email' }}
        addButton={{ label: 'Add User', permission: 'Create System Users', onClick: () => setDialog({ open: true, user: null }) }}
        rowActions={rowActions}
        filterPanel={FILTERS}
      />
      <SystemUserDialog open={dialog.open} record={dialog.open ? dialog.user : null} onClose={() => setDialog({ open: false })} />
      {deleteDialog}
    </PermissionGate>
  );
}
