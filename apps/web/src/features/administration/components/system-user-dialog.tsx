import { useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { PASSWORD_HINT } from '@/lib/password-hint';
import { FormCheckbox, FormTextField } from '@/components/dialogs/form-fields';
import {
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
} from '@/components/dialogs/record-form-dialog';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session-store';
import { useCreateSystemUser } from '../api/create-system-user';
import { useRoleOptions } from '../api/get-role-options';
import { useUpdateSystemUser } from '../api/update-system-user';
import type { SystemUser } from '../types';
import { FormIdMultiSelect } from './id-multi-select';
import { ResetPasswordDialog } from './reset-password-dialog';
import {
  createUserFormSchema,
  updateUserFormSchema,
  type CreateUserValues,
  type UpdateUserValues,
  type UserFormInput,
} from './system-user-form-schema';

function formDefaults(user: SystemUser | null | undefined): UserFormInput {
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

function SystemUserForm({ record: user, onClose }: Omit<RecordDialogProps<SystemUser>, 'open'>) {
  const create = useCreateSystemUser();
  const update = useUpdateSystemUser();
  const roles = useRoleOptions();
  const channels = useSalesChannelOptions();
  // One's own password is changed with the current one (Update Password), never reset.
  const myId = useSession((s) => s.user?.id);
  const mayResetPassword = useCan('Reset System User Passwords') && user?.id !== myId;
  const [resetOpen, setResetOpen] = useState(false);
  const form = useRecordForm({
    // The password is asked for only when creating; an update sends the rest.
    resolver: zodResolver(user ? updateUserFormSchema : createUserFormSchema) as unknown as Resolver<
      UserFormInput,
      unknown,
      CreateUserValues | UpdateUserValues
    >,
    defaultValues: formDefaults(user),
    save: {
      isUpdate: Boolean(user),
      send: (values) => (user ? update.mutateAsync({ id: user.id, body: values }) : create.mutateAsync(values as CreateUserValues)),
    },
    onSaved: onClose,
  });

  const roleOptions = (roles.data ?? []).map((r) => ({ id: r.id, name: r.name }));
  const channelOptions = (channels.data ?? []).map((c) => ({ id: c.id, name: c.name }));

  return (
    <>
      <RecordFormContent
        form={form}
        noun="User"
        columns={2}
        extraActions={
          user && mayResetPassword ? (
            <Button startIcon={<LockResetIcon />} onClick={() => setResetOpen(true)} disabled={form.saving} sx={{ mr: 'auto' }}>
              Reset Password
            </Button>
          ) : null
        }
      >
        <FormTextField control={form.control} name="firstname" label="First Name" required autoFocus autoComplete="off" />
        <FormTextField control={form.control} name="lastname" label="Last Name" required autoComplete="off" />
        <FormTextField control={form.control} name="email" label="Email" type="email" required autoComplete="off" />
        <FormTextField control={form.control} name="displayName" label="Display Name" required autoComplete="off" />
        {user ? null : (
          <FormTextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            required
            autoComplete="new-password"
            helperText={PASSWORD_HINT}
          />
        )}
        <FormCheckbox control={form.control} name="isActive" label="Active" {...(user ? { gridColumn: '1 / -1' } : {})} />
        <FormIdMultiSelect
          control={form.control}
          name="roles"
          label="Roles"
          options={roleOptions}
          known={(user?.roles ?? []).map((r) => ({ id: r.id, name: r.name }))}
          loading={roles.isLoading}
          loadError={roles.error ? 'The roles could not be loaded.' : null}
        />
        <FormIdMultiSelect
          control={form.control}
          name="salesChannelIds"
          label="Sales Channels"
          options={channelOptions}
          known={(user?.salesChannels ?? []).map((c) => ({ id: c.id, name: c.name }))}
          loading={channels.isLoading}
          loadError={channels.error ? 'The sales channels could not be loaded.' : null}
          helperText="The channels this user may sell in."
        />
      </RecordFormContent>
      {user ? <ResetPasswordDialog open={resetOpen} user={user} onClose={() => setResetOpen(false)} /> : null}
    </>
  );
}

/** Create or update a system user: details, active, roles and assigned sales channels (spec 9: 780px). */
export const SystemUserDialog = recordFormDialog(SystemUserForm, CREATION_DIALOG_WIDTH);
