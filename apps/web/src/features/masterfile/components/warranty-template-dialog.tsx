import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { WARRANTY_DURATION_UNITS, warrantyTemplateBody } from '@oim/shared/schemas/masterfile';
import { FormSelect, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreateWarrantyTemplate } from '../api/create-warranty-template';
import { useUpdateWarrantyTemplate } from '../api/update-warranty-template';
import type { WarrantyTemplate } from '../types';
import { DURATION_UNIT_LABELS } from './labels';

// An empty duration reads as missing ('The duration field is required.'), not as 0 days.
const warrantyTemplateForm = warrantyTemplateBody.extend({
  duration: z.preprocess((v) => (v === '' || v === null ? undefined : v), warrantyTemplateBody.shape.duration),
});

function WarrantyTemplateForm({ record, onClose }: Omit<RecordDialogProps<WarrantyTemplate>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(warrantyTemplateForm),
    defaultValues: {
      name: record?.name ?? '',
      duration: record ? String(record.duration) : '',
      durationUnit: record?.durationUnit ?? 'months',
      terms: record?.terms ?? '',
    },
    save: createOrUpdate(record, useCreateWarrantyTemplate(), useUpdateWarrantyTemplate()),
    onSaved: onClose,
  });

  return (
    <RecordFormContent form={form} noun="Warranty Template" columns={2}>
      <FormTextField control={form.control} name="name" label="Name" required autoFocus sx={{ gridColumn: '1 / -1' }} />
      <FormTextField
        control={form.control}
        name="duration"
        label="Duration"
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, max: 3650, step: 1 } }}
      />
      <FormSelect
        control={form.control}
        name="durationUnit"
        label="Duration Unit"
        options={WARRANTY_DURATION_UNITS}
        labels={DURATION_UNIT_LABELS}
        required
      />
      <FormTextField
        control={form.control}
        name="terms"
        label="Terms"
        multiline
        minRows={4}
        helperText="What the warranty covers and what voids it; printed for the customer."
        sx={{ gridColumn: '1 / -1' }}
      />
    </RecordFormContent>
  );
}

/** Create or update a warranty template: a duration in days or months and its terms. */
export const WarrantyTemplateDialog = recordFormDialog(WarrantyTemplateForm, FORM_DIALOG_WIDTH);
