import { useMemo, useState } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ListTable } from '@/components/list-table/list-table';
import type { ListColumn, RowAction } from '@/components/list-table/list-table-types';
import { PageHeader } from '@/components/page-header/page-header';
import { PermissionGate } from '@/lib/permission-gate';
import { useCan } from '@/lib/permissions';
import { useDeleteRole } from '../api/delete-role';
import { getRolesQueryOptions, ROLE_LIST_RELATIONS } from '../api/get-roles';
import { RoleDialog } from '../components/role-dialog';
import { useDeleteConfirmation } from '@/components/dialogs/use-delete-confirmation';
import type { Role } from '../types';

function PermissionCount({ role }: { role: Role }) {
  if (role.allPermissions) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
        <Chip icon={<LockOutlined />} label="All permissions" size="small" color="primary" variant="outlined" />
      </Stack>
    );
  }
  const count = role.permissions?.length ?? 0;
  return (
    <Typography variant="body2" component="span">
      {count === 1 ? '1 permission' : `${count} permissions`}
    </Typography>
  );
}

const columns: ListColumn<Role>[] = [
  { field: 'name', header: 'Role', minWidth: 180, flex: 1 },
  { field: 'description', header: 'Description', sortable: false, minWidth: 240, flex: 2 },
  { field: 'permissions', header: 'Permissions', sortable: false, minWidth: 160, render: (r) => <PermissionCount role={r} /> },
];

const breadcrumbs = [{ label: 'Masterfile' }, { label: 'Roles', to: '/masterfile/roles' }];
type DialogState = { open: false } | { open: true; role: Role | null };

/** /masterfile/roles: the shop's roles; the editor shows every permission grouped by area. */
export default function RolesPage() {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const mayEdit = useCan('Edit Roles');
  const { askDelete, dialog: deleteDialog } = useDeleteConfirmation<Role>({ remove: useDeleteRole() });
  const editable = (role: Role) => !role.allPermissions;

  const rowActions = useMemo<RowAction<Role>[]>(
    () => [
      { name: 'row-click', onClick: (r) => setDialog({ open: true, role: r }) },
      {
        name: 'edit',
        label: 'Edit',
        icon: <EditIcon fontSize="small" />,
        permission: 'Edit Roles',
        when: editable,
        onClick: (r) => setDialog({ open: true, role: r }),
      },
      {
        name: 'delete',
        label: 'Delete',
        icon: <DeleteIcon fontSize="small" />,
        permission: 'Delete Roles',
        when: editable,
        onClick: (r) => void askDelete(r),
      },
    ],
    [askDelete],
  );

  return (
    <PermissionGate permission="View Roles" header={<PageHeader title="Roles" breadcrumbs={breadcrumbs} />}>
      <ListTable<Role>
        title="Roles"
        breadcrumbs={breadcrumbs}
        queryOptions={getRolesQueryOptions}
        columns={columns}
        relations={ROLE_LIST_RELATIONS}
        search={{ column: 'name', placeholder: 'Search role' }}
        addButton={{ label: 'Add Role', permission: 'Create Roles', onClick: () => setDialog({ open: true, role: null }) }}
        rowActions={rowActions}
      />
      <RoleDialog
        open={dialog.open}
        record={dialog.open ? dialog.role : null}
        readOnly={dialog.open && dialog.role !== null && !mayEdit}
        onClose={() => setDialog({ open: false })}
      />
      {deleteDialog}
    </PermissionGate>
  );
}
