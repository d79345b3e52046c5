import { Controller, useForm } from 'react-hook-form';
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
  MenuItem,
  TextField,
} from '@mui/material';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateSalesChannel } from '../api/create-sales-channel';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { useUserOptions } from '@/lib/reference-data/users';
import { useUpdateSalesChannel } from '../api/update-sales-channel';
import { fullName, type SalesChannel } from '../types';
import { IdMultiSelect } from './id-multi-select';
import {
  SALES_CHANNEL_FORM_FIELDS,
  salesChannelFormSchema,
  type SalesChannelFormInput,
  type SalesChannelFormValues,
} from './sales-channel-form-schema';

/** Spec 9: creation dialogs are 780px wide. */
export const SALES_CHANNEL_DIALOG_WIDTH = 780;
const INVALID_FORM = 'Please correct the errors before saving.';

export type SalesChannelDialogProps = {
  open: boolean;
  channel?: SalesChannel | null;
  onClose: (saved?: SalesChannel) => void;
};

function SalesChannelForm({ channel, onClose }: { channel: SalesChannel | null; onClose: (saved?: SalesChannel) => void }) {
  const isUpdate = channel !== null;
  const create = useCreateSalesChannel();
  const update = useUpdateSalesChannel();
  const saving = create.isPending || update.isPending;
  const locations = useStockLocationOptions();
  const users = useUserOptions();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SalesChannelFormInput, unknown, SalesChannelFormValues>({
    resolver: zodResolver(salesChannelFormSchema),
    defaultValues: {
      name: channel?.name ?? '',
      defaultPickingWarehouseId: channel?.defaultPickingWarehouseId ?? '',
      isActive: channel?.isActive ?? true,
      userIds: (channel?.users ?? []).map((u) => u.id),
    },
  });
  const { ref: nameRef, ...name } = register('name');

  const save = async (values: SalesChannelFormValues) => {
    try {
      const answer = isUpdate ? await update.mutateAsync({ id: channel.id, body: values }) : await create.mutateAsync(values);
      notify.success(answer.message || (isUpdate ? 'Updated successfully.' : 'Created successfully.'));
      onClose(answer.data);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if ((SALES_CHANNEL_FORM_FIELDS as readonly string[]).includes(field) && messages[0])
            setError(field as (typeof SALES_CHANNEL_FORM_FIELDS)[number], { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  // Inactive locations are not offered, except the one the channel already picks from.
  const locationOptions = (locations.data ?? []).filter((l) => l.isActive || l.id === channel?.defaultPickingWarehouseId);
  const current = channel?.defaultPickingWarehouse;
  if (current && !locationOptions.some((l) => l.id === current.id)) locationOptions.push(current);
  const userOption = (u: { id: number; firstname: string; lastname: string }) => ({ id: u.id, name: fullName(u) });

  return (
    <>
      <DialogTitle id="sales-channel-dialog-title">{isUpdate ? 'Update Sales Channel' : 'New Sales Channel'}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="sales-channel-form"
          noValidate
          onSubmit={handleSubmit(save, () => notify.error(INVALID_FORM, { action: 'Close' }))}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          <TextField
            label="Channel Name"
            required
            autoFocus
            autoComplete="off"
            {...name}
            inputRef={nameRef}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          <Controller
            control={control}
            name="defaultPickingWarehouseId"
            render={({ field }) => (
              <TextField
                select
                label="Default Picking Location"
                name={field.name}
                inputRef={field.ref}
                value={(field.value as number | '' | null | undefined) ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
                onBlur={field.onBlur}
                error={Boolean(errors.defaultPickingWarehouseId) || Boolean(locations.error)}
                helperText={
                  errors.defaultPickingWarehouseId?.message ??
                  (locations.error ? 'The stock locations could not be loaded.' : 'Where this channel’s orders are picked from.')
                }
              >
                <MenuItem value="">
                  <em>None</em>
                </MenuItem>
                {locationOptions.map((location) => (
                  <MenuItem key={location.id} value={location.id}>
                    {location.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Controller
              control={control}
              name="userIds"
              render={({ field }) => (
                <IdMultiSelect
                  label="Users"
                  name={field.name}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  options={(users.data ?? []).map(userOption)}
                  known={(channel?.users ?? []).map(userOption)}
                  loading={users.isLoading}
                  error={Boolean(errors.userIds) || Boolean(users.error)}
                  helperText={
                    errors.userIds?.message ?? (users.error ? 'The users could not be loaded.' : 'The users who may sell in this channel.')
                  }
                />
              )}
            />
          </Box>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox name={field.name} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label="Active"
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose()} disabled={saving}>
          Cancel
        </Button>
        <Button
          type="submit"
          form="sales-channel-form"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isUpdate ? 'Update Sales Channel' : 'Create Sales Channel'}
        </Button>
      </DialogActions>
    </>
  );
}

/** Create or update a sales channel: name, default picking location, users, active (780px). */
export function SalesChannelDialog({ open, channel = null, onClose }: SalesChannelDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      aria-labelledby="sales-channel-dialog-title"
      slotProps={{ paper: { sx: { width: SALES_CHANNEL_DIALOG_WIDTH, maxWidth: SALES_CHANNEL_DIALOG_WIDTH } } }}
    >
      {open ? <SalesChannelForm key={channel?.id ?? 'new'} channel={channel} onClose={onClose} /> : null}
    </Dialog>
  );
}
