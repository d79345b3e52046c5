import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem } from '@mui/material';
import { FormCheckbox, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
} from '@/components/dialogs/record-form-dialog';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { useUserOptions } from '@/lib/reference-data/users';
import { useCreateSalesChannel } from '../api/create-sales-channel';
import { useUpdateSalesChannel } from '../api/update-sales-channel';
import { fullName, type SalesChannel } from '../types';
import { FormIdMultiSelect } from './id-multi-select';
import { salesChannelFormSchema } from './sales-channel-form-schema';

function SalesChannelForm({ record: channel, onClose }: Omit<RecordDialogProps<SalesChannel>, 'open'>) {
  const locations = useStockLocationOptions();
  const users = useUserOptions();
  const form = useRecordForm({
    resolver: zodResolver(salesChannelFormSchema),
    defaultValues: {
      name: channel?.name ?? '',
      defaultPickingWarehouseId: channel?.defaultPickingWarehouseId ?? '',
      isActive: channel?.isActive ?? true,
      userIds: (channel?.users ?? []).map((u) => u.id),
    },
    save: createOrUpdate(channel, useCreateSalesChannel(), useUpdateSalesChannel()),
    onSaved: onClose,
  });

  // Inactive locations are not offered, except the one the channel already picks from.
  const locationOptions: { id: number; name: string }[] = (locations.data ?? []).filter(
    (l) => l.isActive || l.id === channel?.defaultPickingWarehouseId,
  );
  const current = channel?.defaultPickingWarehouse;
  if (current && !locationOptions.some((l) => l.id === current.id)) locationOptions.push(current);
  const userOption = (u: { id: number; firstname: string; lastname: string }) => ({ id: u.id, name: fullName(u) });

  return (
    <RecordFormContent form={form} noun="Sales Channel" columns={2}>
      <FormTextField control={form.control} name="name" label="Channel Name" required autoFocus autoComplete="off" />
      <FormTextField
        control={form.control}
        name="defaultPickingWarehouseId"
        label="Default Picking Location"
        select
        error={Boolean(locations.error)}
        helperText={locations.error ? 'The stock locations could not be loaded.' : 'Where this channel’s orders are picked from.'}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {locationOptions.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormIdMultiSelect
        control={form.control}
        name="userIds"
        label="Users"
        options={(users.data ?? []).map(userOption)}
        known={(channel?.users ?? []).map(userOption)}
        loading={users.isLoading}
        loadError={users.error ? 'The users could not be loaded.' : null}
        helperText="The users who may sell in this channel."
      />
      <FormCheckbox control={form.control} name="isActive" label="Active" />
    </RecordFormContent>
  );
}

/** Create or update a sales channel: name, default picking location, users, active (spec 9: 780px). */
export const SalesChannelDialog = recordFormDialog(SalesChannelForm, CREATION_DIALOG_WIDTH);
