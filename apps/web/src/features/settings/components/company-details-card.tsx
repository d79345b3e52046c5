import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress } from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { CompanyProfileValues } from '@/lib/company-profile';
import { notify } from '@/lib/notify';
import { useSaveCompanyProfile } from '../api/save-company-profile';
import type { CompanyProfileSettings } from '../types';
import { CompanyProfileFields } from './company-profile-fields';
import { companyProfileFormSchema, toFormInput, toShopFormInput, type CompanyProfileFormInput } from './company-profile-form-schema';
import { SettingsCard } from './settings-card';

const INVALID_FORM = 'Please correct the errors before saving.';

/** The shop's name, address, TIN, phone, email and receipt texts; saving updates the shell's title and footer. */
export function CompanyDetailsCard({ profile, mayEdit }: { profile: CompanyProfileValues; mayEdit: boolean }) {
  const save = useSaveCompanyProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<CompanyProfileFormInput, unknown, CompanyProfileSettings>({
    resolver: zodResolver(companyProfileFormSchema),
    defaultValues: toShopFormInput(profile),
  });

  const submit = async (settings: CompanyProfileSettings) => {
    try {
      const answer = await save.mutateAsync(settings);
      reset(toShopFormInput(answer.data));
      notify.success(answer.message || 'Updated successfully.');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) {
          const key = field.replace(/^settings\./, '') as keyof CompanyProfileFormInput;
          if (key in toFormInput({}) && messages[0]) setError(key, { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  return (
    <SettingsCard
      title="Company Details"
      description="The company name is the application's title; the phone shows in the footer; the receipt texts print on every receipt."
      actions={
        mayEdit ? (
          <>
            <Button onClick={() => reset()} disabled={!isDirty || save.isPending}>
              Discard Changes
            </Button>
            <Button
              type="submit"
              form="company-profile-form"
              variant="contained"
              disabled={save.isPending}
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Save Company Profile
            </Button>
          </>
        ) : null
      }
    >
      <Box
        component="form"
        id="company-profile-form"
        noValidate
        onSubmit={handleSubmit(submit, () => notify.error(INVALID_FORM, { action: 'Close' }))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <CompanyProfileFields register={register} errors={errors} disabled={!mayEdit} required={['company_name']} idPrefix="company" />
      </Box>
    </SettingsCard>
  );
}
