import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
} from '@/components/dialogs/record-form-dialog';
import { useCreateRole } from '../api/create-role';
import { usePermissionGroups } from '../api/get-permission-groups';
import { useUpdateRole } from '../api/update-role';
import type { Role } from '../types';
import { PermissionChecklist } from './permission-checklist';
import { roleFormSchema } from './role-form-schema';

/** The API's own words for its refusal (409) to change the Administrator. */
export const ADMINISTRATOR_LOCKED = 'The Administrator role always holds every permission and cannot be changed or deleted.';

function RoleForm({
  record: role,
  readOnly = false,
  onClose,
}: Omit<RecordDialogProps<Role>, 'open'> & {
  /** Shown without saving: the user may not edit roles. The Administrator is always read-only. */
  readOnly?: boolean;
}) {
  const locked = role?.allPermissions === true;
  const viewOnly = locked || readOnly;
  const groups = usePermissionGroups();
  const form = useRecordForm({
    resolver: zodResolver(roleFormSchema),
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? [] },
    save: createOrUpdate(role, useCreateRole(), useUpdateRole()),
    onSaved: onClose,
  });

  // Every permission there is: the Administrator holds all of them, now and later.
  const total = (groups.data ?? []).reduce((sum, g) => sum + g.permissions.length, 0);
  const ticked = useWatch({ control: form.control, name: 'permissions' }) ?? [];
  const tickedKnown = new Set((groups.data ?? []).flatMap((g) => g.permissions).filter((p) => locked || ticked.includes(p))).size;
  const permissionsError = form.formState.errors.permissions?.message;

  return (
    <RecordFormContent
      title={!role ? 'New Role' : viewOnly ? role.name : 'Update Role'}
      submitLabel={role ? 'Update Role' : 'Create Role'}
      form={form}
      columns="1fr 2fr"
      dividers
      readOnly={viewOnly}
      submitDisabled={!groups.data}
      intro={
        locked ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {ADMINISTRATOR_LOCKED}
          </Alert>
        ) : null
      }
      after={
        <>
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Permissions
            </Typography>
            {groups.data ? (
              <Typography variant="body2" color="text.secondary">
                {tickedKnown} of {total} selected
              </Typography>
            ) : null}
          </Stack>
          {permissionsError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {permissionsError}
            </Alert>
          ) : null}
          {groups.isLoading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading permissions" />
            </Box>
          ) : groups.error ? (
            <Alert severity="error">The permissions could not be loaded.</Alert>
          ) : (
            <Controller
              control={form.control}
              name="permissions"
              render={({ field: permissions }) => (
                <PermissionChecklist
                  groups={groups.data ?? []}
                  // The Administrator shows every permission ticked, whatever the list says.
                  value={locked ? (groups.data ?? []).flatMap((g) => g.permissions) : (permissions.value ?? [])}
                  onChange={permissions.onChange}
                  disabled={viewOnly}
                />
              )}
            />
          )}
        </>
      }
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Role Name"
        required
        autoFocus={!viewOnly}
        disabled={viewOnly}
        autoComplete="off"
      />
      <FormTextField control={form.control} name="description" label="Description" disabled={viewOnly} autoComplete="off" />
    </RecordFormContent>
  );
}

/**
 * The role editor (spec 9: 780px): name, description and every permission grouped by area, with a
 * select-all per group. The Administrator role is shown locked (the API refuses to change it with 409).
 */
export const RoleDialog = recordFormDialog(RoleForm, CREATION_DIALOG_WIDTH, { scroll: 'paper' });
