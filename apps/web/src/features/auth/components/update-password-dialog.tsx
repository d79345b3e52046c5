import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { passwordChangeBody, type PasswordChangeBody } from '@oim/shared/schemas/auth';
import { FormTextField } from '@/components/dialogs/form-fields';
import { FORM_DIALOG_WIDTH, RecordFormContent, RecordFormDialog, useRecordForm } from '@/components/dialogs/record-form-dialog';
import { useSession } from '@/lib/session-store';
import { PASSWORD_HINT } from '@/lib/password-hint';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_SAVED = 'Password updated successfully.';

// Both fields are required (spec 5); an empty new password says so rather than asking for 8 characters.
const schema = passwordChangeBody.extend({
  newPassword: z.string().min(1, { error: 'The new password field is required.' }).pipe(passwordChangeBody.shape.newPassword),
});

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
] as const;

function UpdatePasswordForm({ onClose }: { onClose: () => void }) {
  const mutation = useChangePassword();
  const email = useSession((s) => s.user?.email ?? '');
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const form = useRecordForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '' },
    save: {
      isUpdate: true,
      savedMessage: PASSWORD_SAVED,
      send: async (body: PasswordChangeBody) => ({ ...(await mutation.mutateAsync(body)), data: null }),
    },
    onSaved: () => onClose(),
  });
  return (
    <RecordFormContent form={form} title="Update Password" submitLabel="Update Password">
      {/* Lets password managers know whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {FIELDS.map(({ name, label, autoComplete }) => {
        const visible = shown[name] === true;
        return (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={label}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            required
            fullWidth
            helperText={name === 'newPassword' ? PASSWORD_HINT : undefined}
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
          />
        );
      })}
    </RecordFormContent>
  );
}

/** Update Password (spec 2.5): the current password and a new one. */
export function UpdatePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={onClose}>
      <UpdatePasswordForm onClose={onClose} />
    </RecordFormDialog>
  );
}
