import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { PASSWORD_HINT } from '@/lib/password-hint';
import { useResetUserPassword } from '../api/reset-user-password';
import { fullName, type SystemUser } from '../types';
import { resetPasswordSchema, type ResetPasswordValues } from './system-user-form-schema';

/** Spec 9: form dialogs are 480px wide. */
export const RESET_PASSWORD_DIALOG_WIDTH = 480;

function ResetPasswordForm({ user, onClose }: { user: SystemUser; onClose: () => void }) {
  const reset = useResetUserPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const field = (name: keyof ResetPasswordValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };

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
    <>
      <DialogTitle id="reset-password-dialog-title">Reset Password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Set a new password for {fullName(user)} ({user.email}). They are signed out everywhere and sign in again with it.
        </DialogContentText>
        <Stack component="form" id="reset-password-form" noValidate spacing={2} onSubmit={handleSubmit(save)}>
          <TextField
            label="New Password"
            type="password"
            required
            autoFocus
            autoComplete="new-password"
            {...field('newPassword')}
            helperText={errors.newPassword?.message ?? PASSWORD_HINT}
          />
          <TextField label="Confirm Password" type="password" required autoComplete="new-password" {...field('confirmPassword')} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={reset.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="reset-password-form"
          variant="contained"
          disabled={reset.isPending}
          startIcon={reset.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Reset Password
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * A reset: a new password for another user without the old one (PUT masterfile/users/{id}/reset-password,
 * 'Reset System User Passwords'; the server refuses an account that holds more than the caller).
 */
export function ResetPasswordDialog({ open, user, onClose }: { open: boolean; user: SystemUser; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="reset-password-dialog-title"
      slotProps={{ paper: { sx: { width: RESET_PASSWORD_DIALOG_WIDTH, maxWidth: RESET_PASSWORD_DIALOG_WIDTH } } }}
    >
      {open ? <ResetPasswordForm user={user} onClose={onClose} /> : null}
    </Dialog>
  );
}
