import { zodResolver } from '@hookform/resolvers/zod';
import { profileBody, type ProfileBody } from '@oim/shared/schemas/auth';
import { FormTextField } from '@/components/dialogs/form-fields';
import { FORM_DIALOG_WIDTH, RecordFormContent, RecordFormDialog, useRecordForm } from '@/components/dialogs/record-form-dialog';
import { useSession } from '@/lib/session-store';
import { useUpdateProfile } from '../api/update-profile';

export const PROFILE_SAVED = 'Profile updated successfully.';

const FIELDS: readonly { name: keyof ProfileBody; label: string; autoComplete: string }[] = [
  { name: 'firstname', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email' },
  { name: 'displayName', label: 'Display Name', autoComplete: 'nickname' },
];

function ProfileForm({ onClose }: { onClose: () => void }) {
  const user = useSession((s) => s.user);
  const mutation = useUpdateProfile();
  // Filled from the signed-in user each time the dialog opens; the stored user follows the answer.
  const form = useRecordForm({
    resolver: zodResolver(profileBody),
    defaultValues: {
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
      email: user?.email ?? '',
      displayName: user?.displayName ?? '',
    },
    save: {
      isUpdate: true,
      savedMessage: PROFILE_SAVED,
      send: async (body: ProfileBody) => ({ ...(await mutation.mutateAsync(body)), data: null }),
    },
    onSaved: () => onClose(),
  });
  return (
    <RecordFormContent form={form} title="My Profile" submitLabel="Save">
      {FIELDS.map(({ name, label, autoComplete }) => (
        <FormTextField key={name} control={form.control} name={name} label={label} autoComplete={autoComplete} required fullWidth />
      ))}
    </RecordFormContent>
  );
}

/** My Profile (spec 2.5): firstname, lastname, email, displayName. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={onClose}>
      <ProfileForm onClose={onClose} />
    </RecordFormDialog>
  );
}
