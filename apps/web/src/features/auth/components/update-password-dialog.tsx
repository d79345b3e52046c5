import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { passwordChangeBody, type PasswordChangeBody } from '@oim/shared/schemas/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { notify } from '@/lib/notify';
import { PASSWORD_HINT } from '@/lib/password-hint';
import { useChangePassword } from '../api/change-password';
import { FORM_DIALOG_WIDTH, INVALID_FORM } from './profile-dialog';

export const PASSWORD_SAVED = 'Password updated successfully.';

// Both fields are required (spec 5); an empty new password says so rather than asking for 8 characters.
const schema = passwordChangeBody.extend({
  newPassword: z.string().min(1, { error: 'The new password field is required.' }).pipe(passwordChangeBody.shape.newPassword),
});

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
] as const;

/** Update Password (spec 2.5): the current password and a new one. */
export function UpdatePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutation = useChangePassword();
  const email = useSession((s) => s.user?.email ?? '');
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordChangeBody>({ resolver: zodResolver(schema), defaultValues: { currentPassword: '', newPassword: '' } });

  useEffect(() => {
    if (open) {
      reset();
      setShown({});
      mutation.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const save = handleSubmit(
    async (values) => {
      try {
        const answer = await mutation.mutateAsync(values);
        notify.success(answer.message || PASSWORD_SAVED);
        onClose();
      } catch (error) {
        if (error instanceof ApiError) {
          for (const { name } of FIELDS) {
            const message = error.errors[name]?.[0];
            if (message) setError(name, { message });
          }
        }
        notify.error(errorMessage(error));
      }
    },
    () => notify.error(INVALID_FORM, { action: 'Close' }),
  );

  const busy = mutation.isPending;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="password-dialog-title"
      slotProps={{ paper: { sx: { width: FORM_DIALOG_WIDTH, maxWidth: FORM_DIALOG_WIDTH } } }}
    >
      <form noValidate onSubmit={(e) => void save(e)}>
        <DialogTitle id="password-dialog-title">Update Password</DialogTitle>
        {/* Lets password managers know whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ name, label, autoComplete }) => {
              const { ref, ...field } = register(name);
              const visible = shown[name] === true;
              return (
                <TextField
                  key={name}
                  label={label}
                  type={visible ? 'text' : 'password'}
                  autoComplete={autoComplete}
                  required
                  fullWidth
                  inputRef={ref}
                  error={Boolean(errors[name])}
                  helperText={errors[name]?.message ?? (name === 'newPassword' ? PASSWORD_HINT : undefined)}
                  slotProps={{
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton
                            edge="end"
                            aria-label="Toggle visibility"
                            aria-pressed={visible}
                            onClick={() => setShown((s) => ({ ...s, [name]: !visible }))}
                          >
                            {visible ? <VisibilityOff /> : <Visibility />}
                          </IconButton>
                        </InputAdornment>
                      ),
                    },
                  }}
                  {...field}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Update Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
