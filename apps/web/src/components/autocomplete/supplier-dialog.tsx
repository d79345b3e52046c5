import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment } from '@mui/material';
import { supplierBody } from '@oim/shared/schemas/masterfile';
import { useCreateSupplier } from './api/create-supplier';
import type { Supplier } from './api/records';
import { useUpdateSupplier } from './api/update-supplier';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
} from '@/components/dialogs/record-form-dialog';

function SupplierForm({ record: supplier, initialName, onClose }: Omit<RecordDialogProps<Supplier>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(supplierBody),
    defaultValues: {
      supplierName: supplier?.supplierName ?? initialName ?? '',
      contactPerson: supplier?.contactPerson ?? '',
      contactNumber: supplier?.contactNumber ?? '',
      email: supplier?.email ?? '',
      address: supplier?.address ?? '',
      paymentTermsDays: String(supplier?.paymentTermsDays ?? 0),
    },
    save: createOrUpdate(supplier, useCreateSupplier(), useUpdateSupplier()),
    onSaved: onClose,
  });

  return (
    <RecordFormContent form={form} noun="Supplier" columns={2}>
      <FormTextField control={form.control} name="supplierName" label="Supplier Name" required autoFocus sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={form.control} name="contactPerson" label="Contact Person" />
      <FormTextField control={form.control} name="contactNumber" label="Contact Number" />
      <FormTextField control={form.control} name="email" label="Email" type="email" />
      <FormTextField
        control={form.control}
        name="paymentTermsDays"
        label="Payment Terms"
        type="number"
        helperText="Days to pay after a purchase is received; 0 for cash on delivery."
        slotProps={{
          htmlInput: { min: 0, max: 365, step: 1 },
          input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
        }}
      />
      <FormTextField control={form.control} name="address" label="Address" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
    </RecordFormContent>
  );
}

/** The 780px supplier create/update dialog (spec 9: creation dialogs), also opened by the supplier picker's Add New. */
export const SupplierDialog = recordFormDialog(SupplierForm, CREATION_DIALOG_WIDTH);
