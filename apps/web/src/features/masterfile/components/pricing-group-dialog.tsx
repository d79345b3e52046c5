import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { pricingGroupBody } from '@oim/shared/schemas/masterfile';
import { FormTextField } from '@/components/autocomplete/form-fields';
import {
  FORM_DIALOG_WIDTH,
  notifyInvalidForm,
  RecordFormContent,
  RecordFormDialog,
  saveRecord,
  serverFieldErrors,
} from '@/components/autocomplete/record-form-dialog';
import { useCreatePricingGroup } from '../api/create-product-pricing-group';
import { useUpdatePricingGroup } from '../api/update-product-pricing-group';
import type { PricingGroup } from '../types';
import type { RecordDialogProps } from './record-list-page';

type FormInput = z.input<typeof pricingGroupBody>;
type FormValues = z.output<typeof pricingGroupBody>;
const FIELDS = ['name', 'description'] as const;

function PricingGroupForm({ record, onClose }: Omit<RecordDialogProps<PricingGroup>, 'open'>) {
  const create = useCreatePricingGroup();
  const update = useUpdatePricingGroup();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(pricingGroupBody),
    defaultValues: { name: record?.name ?? '', description: record?.description ?? '' },
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
      title={record ? 'Update Product Pricing Group' : 'New Product Pricing Group'}
      submitLabel={record ? 'Update Pricing Group' : 'Create Pricing Group'}
      saving={formState.isSubmitting}
      onSubmit={handleSubmit(save, notifyInvalidForm)}
      onCancel={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        required
        autoFocus
        helperText="Products in one group count together toward a quantity break, e.g. all paint colours."
      />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
    </RecordFormContent>
  );
}

/** Create or update a product pricing group. */
export function PricingGroupDialog({ open, record, onClose }: RecordDialogProps<PricingGroup>) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={onClose}>
      <PricingGroupForm key={record?.id ?? 'new'} record={record} onClose={onClose} />
    </RecordFormDialog>
  );
}
