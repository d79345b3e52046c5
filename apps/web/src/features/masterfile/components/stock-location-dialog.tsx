import { zodResolver } from '@hookform/resolvers/zod';
import { stockLocationBody } from '@oim/shared/schemas/stock-locations';
import { FormCheckbox, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreateStockLocation } from '../api/create-stock-location';
import { useUpdateStockLocation } from '../api/update-stock-location';
import type { StockLocation } from '../types';

function StockLocationForm({ record, onClose }: Omit<RecordDialogProps<StockLocation>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(stockLocationBody),
    defaultValues: {
      name: record?.name ?? '',
      code: record?.code ?? '',
      address: record?.address ?? '',
      isActive: record?.isActive ?? true,
      sellable: record?.sellable ?? true,
    },
    save: createOrUpdate(record, useCreateStockLocation(), useUpdateStockLocation()),
    onSaved: onClose,
  });

  return (
    <RecordFormContent form={form} noun="Stock Location">
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        autoFocus
        helperText="A warehouse or a store, e.g. Main Store."
      />
      <FormTextField control={form.control} name="code" label="Code" required helperText="A short code printed on transfers, e.g. MAIN." />
      <FormTextField control={form.control} name="address" label="Address" multiline minRows={2} />
      <FormCheckbox control={form.control} name="isActive" label="Active" />
      {/* Off for a place that holds returned or damaged goods, such as a returns shelf. */}
      <FormCheckbox control={form.control} name="sellable" label="Sellable" />
    </RecordFormContent>
  );
}

/** Create or update a stock location (a warehouse or store). */
export const StockLocationDialog = recordFormDialog(StockLocationForm, FORM_DIALOG_WIDTH);
