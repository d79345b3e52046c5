import { zodResolver } from '@hookform/resolvers/zod';
import { pricingGroupBody } from '@oim/shared/schemas/masterfile';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  type RecordDialogProps,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
} from '@/components/dialogs/record-form-dialog';
import { useCreatePricingGroup } from '../api/create-product-pricing-group';
import { useUpdatePricingGroup } from '../api/update-product-pricing-group';
import type { PricingGroup } from '../types';

function PricingGroupForm({ record, onClose }: Omit<RecordDialogProps<PricingGroup>, 'open'>) {
  const form = useRecordForm({
    resolver: zodResolver(pricingGroupBody),
    defaultValues: { name: record?.name ?? '', description: record?.description ?? '' },
    save: createOrUpdate(record, useCreatePricingGroup(), useUpdatePricingGroup()),
    onSaved: onClose,
  });

  return (
    <RecordFormContent
      title={record ? 'Update Product Pricing Group' : 'New Product Pricing Group'}
      submitLabel={record ? 'Update Pricing Group' : 'Create Pricing Group'}
      form={form}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        required
        autoFocus
        helperText="Products in one group count together toward a quantity break, e.g. all paint colours."
      />
      <FormTextField control={form.control} name="description" label="Description" multiline minRows={3} />
    </RecordFormContent>
  );
}

/** Create or update a product pricing group. */
export const PricingGroupDialog = recordFormDialog(PricingGroupForm, FORM_DIALOG_WIDTH);
