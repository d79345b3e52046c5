import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { profileBody, type ProfileBody } from '@oim/shared/schemas/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useUpdateProfile } from '../api/update-profile';

/** Spec 9: form dialogs are 480px wide. */
export const FORM_DIALOG_WIDTH = 480;
export const INVALID_FORM = 'Please correct the errors before saving.';
export const PROFILE_SAVED = 'Profile updated successfully.';

const FIELDS: readonly { name: keyof ProfileBody; label: string; autoComplete: string }[] = [
  { name: 'firstname', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'displayName', label: 'Display Name', autoComplete: 'nickname' },
];

/** My Profile (spec 2.5): firstname, lastname, email, displayName. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession((s) => s.user);
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileBody>({
    resolver: zodResolver(profileBody),
    defaultValues: { firstname: '', lastname: '', email: '', displayName: '' },
  });

  useEffect(() => {
    if (open && user) {
      reset({ firstname: user.firstname, lastname: user.lastname, email: user.email, displayName: user.displayName });
      mutation.reset();
    }
    // Fill the form each time the dialog opens; later changes to the user come from this form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const save = handleSubmit(
    async (values) => {
      try {
        const answer = await mutation.mutateAsync(values);
        notify.success(answer.message || PROFILE_SAVED);
        onClose();
      } catch (error) {
        if (error instanceof ApiError) {
          for (const [field, messages] of Object.entries(error.errors)) {
            if (FIELDS.some((f) => f.name === field) && messages[0]) setError(field as keyof ProfileBody, { message: messages[0] });
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
      aria-labelledby="profile-dialog-title"
      slotProps={{ paper: { sx: { width: FORM_DIALOG_WIDTH, maxWidth: FORM_DIALOG_WIDTH } } }}
    >
      <form noValidate onSubmit={(e) => void save(e)}>
        <DialogTitle id="profile-dialog-title">My Profile</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ name, label, autoComplete }) => {
              const { ref, ...field } = register(name);
              return (
                <TextField
                  key={name}
                  label={label}
                  autoComplete={autoComplete}
                  required
                  fullWidth
                  inputRef={ref}
                  error={Boolean(errors[name])}
                  helperText={errors[name]?.message}
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
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
