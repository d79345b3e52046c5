import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, MenuItem, TextField } from '@mui/material';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { CompanyProfileValues } from '@/lib/company-profile';
import { notify } from '@/lib/notify';
import { useDeleteChannelOverrides } from '../api/delete-channel-overrides';
import { useChannelOverrides } from '../api/get-channel-overrides';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useSaveChannelOverrides } from '../api/save-channel-overrides';
import type { CompanyProfileSettings } from '../types';
import { CompanyProfileFields } from './company-profile-fields';
import { channelOverridesFormSchema, toFormInput, type CompanyProfileFormInput } from './company-profile-form-schema';
import { SettingsCard } from './settings-card';

function OverridesForm({
  channelId,
  overrides,
  shopProfile,
  mayEdit,
}: {
  channelId: number;
  overrides: CompanyProfileValues;
  shopProfile: CompanyProfileValues;
  mayEdit: boolean;
}) {
  const save = useSaveChannelOverrides();
  const remove = useDeleteChannelOverrides();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CompanyProfileFormInput, unknown, CompanyProfileSettings>({
    resolver: zodResolver(channelOverridesFormSchema),
    defaultValues: toFormInput(overrides),
  });
  const hasOverrides = Object.values(overrides).some((v) => v !== null && v !== undefined && v !== '');

  const submit = async (settings: CompanyProfileSettings) => {
    try {
      const answer = await save.mutateAsync({ channelId, settings });
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

  const removeAll = async () => {
    try {
      const answer = await remove.mutateAsync(channelId);
      reset(toFormInput({}));
      notify.success(answer?.message || 'Deleted successfully.');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Box
        component="form"
        id="channel-overrides-form"
        noValidate
        onSubmit={handleSubmit(submit, () => notify.error('Please correct the errors before saving.', { action: 'Close' }))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}
      >
        <CompanyProfileFields
          register={register}
          errors={errors}
          disabled={!mayEdit}
          placeholders={shopProfile}
          idPrefix={`channel-${channelId}`}
        />
      </Box>
      {mayEdit ? (
        <Box sx={{ mt: 2, display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button color="error" onClick={() => setConfirming(true)} disabled={!hasOverrides || remove.isPending}>
            Remove Overrides
          </Button>
          <Button
            type="submit"
            form="channel-overrides-form"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Save Overrides
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Remove Overrides"
        message="Remove all of this channel's own values? It uses the shop's company profile again."
        busy={remove.isPending}
        onConfirm={() => void removeAll()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * Per-channel overrides of the company profile (a branch with its own address, phone or receipt
 * texts): a blank field uses the shop's value, shown greyed in it.
 */
export function ChannelOverridesCard({ shopProfile, mayEdit }: { shopProfile: CompanyProfileValues; mayEdit: boolean }) {
  const channels = useSalesChannelOptions();
  const [channelId, setChannelId] = useState<number | null>(null);
  const overrides = useChannelOverrides(channelId);

  return (
    <SettingsCard
      title="Sales Channel Overrides"
      description="A sales channel can print its own name, address, phone or receipt texts. Blank fields use the shop's value, shown greyed."
    >
      <TextField
        select
        label="Sales Channel"
        value={channelId ?? ''}
        onChange={(event) => setChannelId(event.target.value === '' ? null : Number(event.target.value))}
        sx={{ minWidth: 280 }}
        error={Boolean(channels.error)}
        helperText={channels.error ? 'The sales channels could not be loaded.' : undefined}
      >
        {(channels.data ?? []).map((channel) => (
          <MenuItem key={channel.id} value={channel.id}>
            {channel.name}
          </MenuItem>
        ))}
      </TextField>
      {channelId === null ? null : overrides.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="Loading the channel's values" />
        </Box>
      ) : overrides.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(overrides.error, "The channel's values could not be loaded.")}
        </Alert>
      ) : overrides.data ? (
        <OverridesForm key={channelId} channelId={channelId} overrides={overrides.data} shopProfile={shopProfile} mayEdit={mayEdit} />
      ) : null}
    </SettingsCard>
  );
}
