import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText } from '@mui/material';
import { FormTextField } from '@/components/dialogs/form-fields';
import { FORM_DIALOG_WIDTH, RecordFormContent, RecordFormDialog } from '@/components/dialogs/record-form-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { PASSWORD_HINT } from '@/lib/password-hint';
import { useResetUserPassword } from '../api/reset-user-password';
import { fullName, type SystemUser } from '../types';
import { resetPasswordSchema, type ResetPasswordValues } from './system-user-form-schema';

function ResetPasswordForm({ user, onClose }: { user: SystemUser; onClose: () => void }) {
  const reset = useResetUserPassword();
  const { control, handleSubmit, setError } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  // Not a record's save: its own success words, and only the new password can be refused.
  const save = async ({ newPassword }: ResetPasswordValues) => {
    try {
      const answer = await reset.mutateAsync({ id: user.id, newPassword });
      notify.success(answer?.message || 'Password updated successfully.');
      onClose();
    } catch (error) {
      const message = error instanceof ApiError ? error.errors.newPassword?.[0] : undefined;
      if (message) setError('newPassword', { type: 'server', message });
      notify.error(errorMessage(error));
    }
  };

  return (
    <RecordFormContent
      title="Reset Password"
      submitLabel="Reset Password"
      form={{ submit: handleSubmit(save), saving: reset.isPending }}
      intro={
        <DialogContentText sx={{ mb: 2 }}>
          Set a new password for {fullName(user)} ({user.email}). They are signed out everywhere and sign in again with it.
        </DialogContentText>
      }
    >
      <FormTextField
        control={control}
        name="newPassword"
        label="New Password"
        type="password"
        required
        autoFocus
        autoComplete="new-password"
        helperText={PASSWORD_HINT}
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        required
        autoComplete="new-password"
      />
    </RecordFormContent>
  );
}

/**
 * A reset (spec 9: 480px): a new password for another user without the old one (PUT
 * masterfile/users/{id}/reset-password, 'Reset System User Passwords'; the server refuses an account
 * that holds more than the caller).
 */
export function ResetPasswordDialog({ open, user, onClose }: { open: boolean; user: SystemUser; onClose: () => void }) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={onClose}>
      <ResetPasswordForm user={user} onClose={onClose} />
    </RecordFormDialog>
  );
}
