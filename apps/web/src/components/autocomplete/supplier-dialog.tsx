import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment } from '@mui/material';
import type { z } from 'zod';
import { supplierBody } from '@oim/shared/schemas/masterfile';
import { useCreateSupplier } from './api/create-supplier';
import type { Supplier } from './api/records';
import { useUpdateSupplier } from './api/update-supplier';
import { FormTextField } from './form-fields';
import {
  CREATION_DIALOG_WIDTH,
  notifyInvalidForm,
  RecordFormContent,
  RecordFormDialog,
  saveRecord,
  serverFieldErrors,
} from './record-form-dialog';

type FormInput = z.input<typeof supplierBody>;
type FormValues = z.output<typeof supplierBody>;
const FIELDS = ['supplierName', 'contactPerson', 'contactNumber', 'email', 'address', 'paymentTermsDays'] as const;

export type SupplierDialogProps = {
  open: boolean;
  /** The supplier to update; none creates one. */
  supplier?: Supplier | null;
  /** For a new supplier: the name typed in the picker before choosing Add New. */
  initialName?: string;
  /** Called with the saved supplier, or with nothing when cancelled. */
  onClose: (saved?: Supplier) => void;
};

function SupplierForm({ supplier, initialName, onClose }: Omit<SupplierDialogProps, 'open'>) {
  const isUpdate = Boolean(supplier);
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(supplierBody),
    defaultValues: {
      supplierName: supplier?.supplierName ?? initialName ?? '',
      contactPerson: supplier?.contactPerson ?? '',
      contactNumber: supplier?.contactNumber ?? '',
      email: supplier?.email ?? '',
      address: supplier?.address ?? '',
      paymentTermsDays: String(supplier?.paymentTermsDays ?? 0),
    },
  });

  const save = (values: FormValues) =>
    saveRecord({
      send: () => (supplier ? update.mutateAsync({ id: supplier.id, body: values }) : create.mutateAsync(values)),
      isUpdate,
      onSaved: onClose,
      setFieldError: serverFieldErrors(setError, FIELDS),
    });

  return (
    <RecordFormContent
      title={isUpdate ? 'Update Supplier' : 'New Supplier'}
      submitLabel={isUpdate ? 'Update Supplier' : 'Create Supplier'}
      saving={formState.isSubmitting}
      onSubmit={handleSubmit(save, notifyInvalidForm)}
      onCancel={() => onClose()}
      columns={2}
    >
      <FormTextField control={control} name="supplierName" label="Supplier Name" required autoFocus sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={control} name="contactPerson" label="Contact Person" />
      <FormTextField control={control} name="contactNumber" label="Contact Number" />
      <FormTextField control={control} name="email" label="Email" type="email" />
      <FormTextField
        control={control}
        name="paymentTermsDays"
        label="Payment Terms"
        type="number"
        helperText="Days to pay after a purchase is received; 0 for cash on delivery."
        slotProps={{
          htmlInput: { min: 0, max: 365, step: 1 },
          input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
        }}
      />
      <FormTextField control={control} name="address" label="Address" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
    </RecordFormContent>
  );
}

/** The 780px supplier create/update dialog (spec 9: creation dialogs), also opened by the supplier picker's Add New. */
export function SupplierDialog({ open, supplier = null, initialName, onClose }: SupplierDialogProps) {
  return (
    <RecordFormDialog open={open} width={CREATION_DIALOG_WIDTH} onClose={() => onClose()}>
      <SupplierForm key={supplier?.id ?? 'new'} supplier={supplier} initialName={initialName} onClose={onClose} />
    </RecordFormDialog>
  );
}
