import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COMMISSION_TYPES, commissionTemplateBody } from '@oim/shared/schemas/masterfile';
import { FormCheckbox, FormSelect, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreateCommissionTemplate } from '../api/create-commission-template';
import { useUpdateCommissionTemplate } from '../api/update-commission-template';
import type { CommissionTemplate } from '../types';
import { COMMISSION_TYPE_LABELS } from './labels';
import { PercentOrAmountField } from './percent-or-amount-field';

function CommissionTemplateForm({ record, onClose }: Omit<RecordDialogProps<CommissionTemplate>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(commissionTemplateBody),
    defaultValues: {
      name: record?.name ?? '',
      type: record?.type ?? 'percentage',
      value: record ? String(record.value) : '',
      isActive: record?.isActive ?? true,
    },
    save: createOrUpdate(record, useCreateCommissionTemplate(), useUpdateCommissionTemplate()),
    onSaved: onClose,
  });
  const type = useWatch({ control: form.control, name: 'type' });

  return (
    <RecordFormContent form={form} noun="Commission Template">
      <FormTextField control={form.control} name="name" label="Name" required autoFocus />
      <FormSelect control={form.control} name="type" label="Type" options={COMMISSION_TYPES} labels={COMMISSION_TYPE_LABELS} required />
      <PercentOrAmountField
        control={form.control}
        name="value"
        percentage={type === 'percentage'}
        helperText={
          type === 'percentage'
            ? 'Percent of the line total paid to the staff member.'
            : 'Pesos paid to the staff member for each unit sold.'
        }
      />
      <FormCheckbox control={form.control} name="isActive" label="Active" />
    </RecordFormContent>
  );
}

/** Create or update a commission template: a percentage of the line total or a fixed amount per unit. */
export const CommissionTemplateDialog = recordFormDialog(CommissionTemplateForm, FORM_DIALOG_WIDTH);
