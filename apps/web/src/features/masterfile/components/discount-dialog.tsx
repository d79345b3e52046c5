import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DISCOUNT_SCOPES, DISCOUNT_TYPES, discountBody } from '@oim/shared/schemas/masterfile';
import { FormCheckbox, FormSelect, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreateDiscount } from '../api/create-discount';
import { useUpdateDiscount } from '../api/update-discount';
import type { Discount } from '../types';
import { DISCOUNT_SCOPE_LABELS, DISCOUNT_TYPE_LABELS } from './labels';
import { PercentOrAmountField } from './percent-or-amount-field';

function DiscountForm({ record, onClose }: Omit<RecordDialogProps<Discount>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(discountBody),
    defaultValues: {
      name: record?.name ?? '',
      code: record?.code ?? '',
      type: record?.type ?? 'percentage',
      scope: record?.scope ?? 'sales_order_item',
      value: record ? String(record.value) : '',
      isActive: record?.isActive ?? true,
    },
    save: createOrUpdate(record, useCreateDiscount(), useUpdateDiscount()),
    onSaved: onClose,
  });
  const type = useWatch({ control: form.control, name: 'type' });

  return (
    <RecordFormContent form={form} noun="Discount" columns={2}>
      <FormTextField control={form.control} name="name" label="Name" required autoFocus sx={{ gridColumn: '1 / -1' }} />
      <FormTextField control={form.control} name="code" label="Code" required helperText="Shown at the terminal, e.g. SENIOR20." />
      <FormSelect control={form.control} name="type" label="Type" options={DISCOUNT_TYPES} labels={DISCOUNT_TYPE_LABELS} required />
      <FormSelect
        control={form.control}
        name="scope"
        label="Applies To"
        options={DISCOUNT_SCOPES}
        labels={DISCOUNT_SCOPE_LABELS}
        required
      />
      <PercentOrAmountField control={form.control} name="value" percentage={type === 'percentage'} />
      <FormCheckbox control={form.control} name="isActive" label="Active (offered at the terminal)" gridColumn="1 / -1" />
    </RecordFormContent>
  );
}

/** Create or update a discount: a percentage or a fixed amount, on a whole order or on one item. */
export const DiscountDialog = recordFormDialog(DiscountForm, FORM_DIALOG_WIDTH);
