import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useCreateSystemUser } from '../api/create-system-user';
import { useRoleOptions } from '../api/get-role-options';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useUpdateSystemUser } from '../api/update-system-user';
import type { SystemUser } from '../types';
import { IdMultiSelect } from './id-multi-select';
import { ResetPasswordDialog } from './reset-password-dialog';
import {
  createUserFormSchema,
  updateUserFormSchema,
  USER_FORM_FIELDS,
  type CreateUserValues,
  type UpdateUserValues,
  type UserFormInput,
} from './system-user-form-schema';

/** Spec 9: creation dialogs are 780px wide. */
export const USER_DIALOG_WIDTH = 780;
const INVALID_FORM = 'Please correct the errors before saving.';

export type SystemUserDialogProps = {
  open: boolean;
  /** The user to update; none (or null) creates a new one. */
  user?: SystemUser | null;
  onClose: (saved?: SystemUser) => void;
};

type TextFieldName = 'firstname' | 'lastname' | 'email' | 'displayName' | 'password';

function formDefaults(user: SystemUser | null): UserFormInput {
  return {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    displayName: user?.displayName ?? '',
    password: '',
    isActive: user?.isActive ?? true,
    roles: (user?.roles ?? []).map((r) => r.id),
    salesChannelIds: (user?.salesChannels ?? []).map((c) => c.id),
  };
}

function SystemUserForm({ user, onClose }: { user: SystemUser | null; onClose: (saved?: SystemUser) => void }) {
  const isUpdate = user !== null;
  const create = useCreateSystemUser();
  const update = useUpdateSystemUser();
  const saving = create.isPending || update.isPending;
  const roles = useRoleOptions();
  const channels = useSalesChannelOptions();
  const mayResetPassword = useCan('Edit System Users');
  const [resetOpen, setResetOpen] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserFormInput, unknown, CreateUserValues | UpdateUserValues>({
    // The password is asked for only when creating; an update sends the rest.
    resolver: zodResolver(isUpdate ? updateUserFormSchema : createUserFormSchema) as unknown as Resolver<
      UserFormInput,
      unknown,
      CreateUserValues | UpdateUserValues
    >,
    defaultValues: formDefaults(user),
  });

  const field = (name: TextFieldName) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };

  const save = async (values: CreateUserValues | UpdateUserValues) => {
    try {
      const answer = isUpdate
        ? await update.mutateAsync({ id: user.id, body: values })
        : await create.mutateAsync(values as CreateUserValues);
      notify.success(answer.message || (isUpdate ? 'Updated successfully.' : 'Created successfully.'));
      onClose(answer.data);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [name, messages] of Object.entries(error.errors)) {
          if ((USER_FORM_FIELDS as readonly string[]).includes(name) && messages[0])
            setError(name as (typeof USER_FORM_FIELDS)[number], { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  const roleOptions = (roles.data ?? []).map((r) => ({ id: r.id, name: r.name }));
  const channelOptions = (channels.data ?? []).map((c) => ({ id: c.id, name: c.name }));

  return (
    <>
      <DialogTitle id="system-user-dialog-title">{isUpdate ? 'Update User' : 'New User'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="system-user-form"
          noValidate
          onSubmit={handleSubmit(save, () => notify.error(INVALID_FORM, { action: 'Close' }))}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          <TextField label="First Name" required autoFocus autoComplete="off" {...field('firstname')} />
          <TextField label="Last Name" required autoComplete="off" {...field('lastname')} />
          <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
          <TextField label="Display Name" required autoComplete="off" {...field('displayName')} />
          {isUpdate ? null : <TextField label="Password" type="password" required autoComplete="new-password" {...field('password')} />}
          <Controller
            control={control}
            name="isActive"
            render={({ field: active }) => (
              <FormControlLabel
                sx={isUpdate ? { gridColumn: '1 / -1' } : undefined}
                control={
                  <Checkbox
                    name={active.name}
                    checked={Boolean(active.value)}
                    onChange={(event) => active.onChange(event.target.checked)}
                  />
                }
                label="Active"
              />
            )}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="roles"
              render={({ field: chosen }) => (
                <IdMultiSelect
                  label="Roles"
                  name={chosen.name}
                  value={chosen.value ?? []}
                  onChange={chosen.onChange}
                  onBlur={chosen.onBlur}
                  options={roleOptions}
                  known={(user?.roles ?? []).map((r) => ({ id: r.id, name: r.name }))}
                  loading={roles.isLoading}
                  error={Boolean(errors.roles) || Boolean(roles.error)}
                  helperText={errors.roles?.message ?? (roles.error ? 'The roles could not be loaded.' : undefined)}
                />
              )}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="salesChannelIds"
              render={({ field: chosen }) => (
                <IdMultiSelect
                  label="Sales Channels"
                  name={chosen.name}
                  value={chosen.value ?? []}
                  onChange={chosen.onChange}
                  onBlur={chosen.onBlur}
                  options={channelOptions}
                  known={(user?.salesChannels ?? []).map((c) => ({ id: c.id, name: c.name }))}
                  loading={channels.isLoading}
                  error={Boolean(errors.salesChannelIds) || Boolean(channels.error)}
                  helperText={
                    errors.salesChannelIds?.message ??
                    (channels.error ? 'The sales channels could not be loaded.' : 'The channels this user may sell in.')
                  }
                />
              )}
            />
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {isUpdate && mayResetPassword ? (
          <Button startIcon={<LockResetIcon />} onClick={() => setResetOpen(true)} disabled={saving} sx={{ mr: 'auto' }}>
            Reset Password
          </Button>
        ) : null}
        <Button onClick={() => onClose()} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="system-user-form"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isUpdate ? 'Update User' : 'Create User'}
        </Button>
      </DialogActions>
      {isUpdate ? <ResetPasswordDialog open={resetOpen} user={user} onClose={() => setResetOpen(false)} /> : null}
    </>
  );
}

/** Create or update a system user: details, active, roles and assigned sales channels (780px). */
export function SystemUserDialog({ open, user = null, onClose }: SystemUserDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      aria-labelledby="system-user-dialog-title"
      slotProps={{ paper: { sx: { width: USER_DIALOG_WIDTH, maxWidth: USER_DIALOG_WIDTH } } }}
    >
      {open ? <SystemUserForm key={user?.id ?? 'new'} user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}
