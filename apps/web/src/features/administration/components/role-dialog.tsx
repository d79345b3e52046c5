import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateRole } from '../api/create-role';
import { usePermissionGroups } from '../api/get-permission-groups';
import { useUpdateRole } from '../api/update-role';
import type { Role } from '../types';
import { PermissionChecklist } from './permission-checklist';
import { ROLE_FORM_FIELDS, roleFormSchema, type RoleFormInput, type RoleFormValues } from './role-form-schema';

/** Spec 9: creation dialogs are 780px wide. */
export const ROLE_DIALOG_WIDTH = 780;
/** The API's own words for its refusal (409) to change the Administrator. */
export const ADMINISTRATOR_LOCKED = 'The Administrator role always holds every permission and cannot be changed or deleted.';
const INVALID_FORM = 'Please correct the errors before saving.';

export type RoleDialogProps = {
  open: boolean;
  /** The role to show or update; none (or null) creates a new one. */
  role?: Role | null;
  /** Shown without saving: the user may not edit roles. The Administrator is always read-only. */
  readOnly?: boolean;
  onClose: (saved?: Role) => void;
};

function RoleForm({ role, readOnly, onClose }: { role: Role | null; readOnly: boolean; onClose: (saved?: Role) => void }) {
  const isUpdate = role !== null;
  const locked = role?.allPermissions === true;
  const viewOnly = locked || readOnly;
  const groups = usePermissionGroups();
  const create = useCreateRole();
  const update = useUpdateRole();
  const saving = create.isPending || update.isPending;
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? [] },
  });
  const field = (name: 'name' | 'description') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };

  const save = async (values: RoleFormValues) => {
    try {
      const answer = isUpdate ? await update.mutateAsync({ id: role.id, body: values }) : await create.mutateAsync(values);
      notify.success(answer.message || (isUpdate ? 'Updated successfully.' : 'Created successfully.'));
      onClose(answer.data);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, messages] of Object.entries(error.errors)) {
          if ((ROLE_FORM_FIELDS as readonly string[]).includes(name) && messages[0])
            setError(name as (typeof ROLE_FORM_FIELDS)[number], { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  // Every permission there is: the Administrator holds all of them, now and later.
  const total = (groups.data ?? []).reduce((sum, g) => sum + g.permissions.length, 0);
  const ticked = watch('permissions') ?? [];
  const tickedKnown = new Set((groups.data ?? []).flatMap((g) => g.permissions).filter((p) => locked || ticked.includes(p))).size;

  return (
    <>
      <DialogTitle id="role-dialog-title">{!isUpdate ? 'New Role' : viewOnly ? role.name : 'Update Role'}</DialogTitle>
      <DialogContent dividers>
        {locked ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {ADMINISTRATOR_LOCKED}
          </Alert>
        ) : null}
        <Box
          component="form"
          id="role-form"
          noValidate
          onSubmit={handleSubmit(save, () => notify.error(INVALID_FORM, { action: 'Close' }))}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, pt: 1, mb: 2 }}
        >
          <TextField label="Role Name" required autoFocus={!viewOnly} disabled={viewOnly} autoComplete="off" {...field('name')} />
          <TextField label="Description" disabled={viewOnly} autoComplete="off" {...field('description')} />
        </Box>
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
        {errors.permissions?.message ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {errors.permissions.message}
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
            control={control}
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
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {viewOnly ? (
          <Button onClick={() => onClose()}>Close</Button>
        ) : (
          <>
            <Button onClick={() => onClose()} disabled={saving}>
              Cancel
            </Button>
            <Button
              type="submit"
              form="role-form"
              variant="contained"
              disabled={saving || !groups.data}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {isUpdate ? 'Update Role' : 'Create Role'}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

/**
 * The role editor: name, description and every permission grouped by area, with a select-all per
 * group. The Administrator role is shown locked (the API refuses to change it with 409).
 */
export function RoleDialog({ open, role = null, readOnly = false, onClose }: RoleDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      scroll="paper"
      aria-labelledby="role-dialog-title"
      slotProps={{ paper: { sx: { width: ROLE_DIALOG_WIDTH, maxWidth: ROLE_DIALOG_WIDTH } } }}
    >
      {open ? <RoleForm key={role?.id ?? 'new'} role={role} readOnly={readOnly} onClose={onClose} /> : null}
    </Dialog>
  );
}
