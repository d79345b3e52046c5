import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { stockLocationBody } from '@oim/shared/schemas/stock-locations';
import { FormCheckbox, FormTextField } from '@/components/autocomplete/form-fields';
import {
  FORM_DIALOG_WIDTH,
  notifyInvalidForm,
  RecordFormContent,
  RecordFormDialog,
  saveRecord,
  serverFieldErrors,
} from '@/components/autocomplete/record-form-dialog';
import { useCreateStockLocation } from '../api/create-stock-location';
import { useUpdateStockLocation } from '../api/update-stock-location';
import type { StockLocation } from '../types';
import type { RecordDialogProps } from './record-list-page';

type FormInput = z.input<typeof stockLocationBody>;
type FormValues = z.output<typeof stockLocationBody>;
const FIELDS = ['name', 'code', 'address', 'isActive'] as const;

function StockLocationForm({ record, onClose }: Omit<RecordDialogProps<StockLocation>, 'open'>) {
  const create = useCreateStockLocation();
  const update = useUpdateStockLocation();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(stockLocationBody),
    defaultValues: {
      name: record?.name ?? '',
      code: record?.code ?? '',
      address: record?.address ?? '',
      isActive: record?.isActive ?? true,
    },
  });

  const save = (values: FormValues) =>
    saveRecord({
      send: () => (record ? update.mutateAsync({ id: record.id, body: values }) : create.mutateAsync(values)),
      isUpdate: record !== null,
      onSaved: onClose,
      setFieldError: serverFieldErrors(setError, FIELDS),
    });

  return (
    <RecordFormContent
      title={record ? 'Update Stock Location' : 'New Stock Location'}
      submitLabel={record ? 'Update Stock Location' : 'Create Stock Location'}
      saving={formState.isSubmitting}
      onSubmit={handleSubmit(save, notifyInvalidForm)}
      onCancel={onClose}
    >
      <FormTextField control={control} name="name" label="Name" required autoFocus helperText="A warehouse or a store, e.g. Main Store." />
      <FormTextField control={control} name="code" label="Code" required helperText="A short code printed on transfers, e.g. MAIN." />
      <FormTextField control={control} name="address" label="Address" multiline minRows={2} />
      <FormCheckbox control={control} name="isActive" label="Active" />
    </RecordFormContent>
  );
}

/** Create or update a stock location (a warehouse or store). */
export function StockLocationDialog({ open, record, onClose }: RecordDialogProps<StockLocation>) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={onClose}>
      <StockLocationForm key={record?.id ?? 'new'} record={record} onClose={onClose} />
    </RecordFormDialog>
  );
}
