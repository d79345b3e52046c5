import { zodResolver } from '@hookform/resolvers/zod';
import { PRICING_SCHEDULE_TYPES, pricingScheduleTemplateBody } from '@oim/shared/schemas/masterfile';
import { FormSelect, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreatePricingScheduleTemplate } from '../api/create-pricing-schedule-template';
import { useUpdatePricingScheduleTemplate } from '../api/update-pricing-schedule-template';
import type { PricingScheduleTemplate } from '../types';
import { PRICING_SCHEDULE_TYPE_LABELS } from './labels';
import { PricingBreaksEditor, type PricingScheduleFormInput } from './pricing-breaks-editor';

/** Wide enough for a break row (minimum quantity, value, remove) with its summary. */
export const PRICING_SCHEDULE_DIALOG_WIDTH = 640;

function formDefaults(record: PricingScheduleTemplate | null | undefined): PricingScheduleFormInput {
  const breaks = [...(record?.breaks ?? [])].sort((a, b) => a.minQuantity - b.minQuantity);
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    type: record?.type ?? 'unit_price',
    breaks:
      breaks.length > 0
        ? breaks.map((b) => ({ minQuantity: String(b.minQuantity), value: String(b.value) }))
        : [{ minQuantity: '1', value: '' }],
  };
}

function PricingScheduleForm({ record, onClose }: Omit<RecordDialogProps<PricingScheduleTemplate>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(pricingScheduleTemplateBody),
    defaultValues: formDefaults(record),
    listFields: ['breaks'],
    save: createOrUpdate(record, useCreatePricingScheduleTemplate(), useUpdatePricingScheduleTemplate()),
    onSaved: onClose,
  });

  return (
    <RecordFormContent
      title={record ? 'Update Pricing Schedule Template' : 'New Pricing Schedule Template'}
      submitLabel={record ? 'Update Template' : 'Create Template'}
      form={form}
      columns={2}
    >
      <FormTextField control={form.control} name="name" label="Name" required autoFocus />
      <FormSelect
        control={form.control}
        name="type"
        label="Type"
        options={PRICING_SCHEDULE_TYPES}
        labels={PRICING_SCHEDULE_TYPE_LABELS}
        required
      />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
      <PricingBreaksEditor control={form.control} />
    </RecordFormContent>
  );
}

/** Create or update a pricing schedule template: quantity breaks giving a unit price or a percentage off. */
export const PricingScheduleDialog = recordFormDialog(PricingScheduleForm, PRICING_SCHEDULE_DIALOG_WIDTH);
