import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { productBrandBody } from '@oim/shared/schemas/masterfile';
import { useCreateProductBrand } from './api/create-product-brand';
import type { ProductBrand } from './api/records';
import { useUpdateProductBrand } from './api/update-product-brand';
import { FormTextField } from './form-fields';
import {
  FORM_DIALOG_WIDTH,
  notifyInvalidForm,
  RecordFormContent,
  RecordFormDialog,
  saveRecord,
  serverFieldErrors,
} from './record-form-dialog';

type FormInput = z.input<typeof productBrandBody>;
type FormValues = z.output<typeof productBrandBody>;
const FIELDS = ['brandName', 'description'] as const;

export type ProductBrandDialogProps = {
  open: boolean;
  /** The brand to update; none creates one. */
  brand?: Pick<ProductBrand, 'id' | 'brandName' | 'description'> | null;
  /** For a new brand: the name typed in the picker before choosing Add New. */
  initialName?: string;
  /** Called with the saved brand, or with nothing when cancelled. */
  onClose: (saved?: ProductBrand) => void;
};

function ProductBrandForm({ brand, initialName, onClose }: Omit<ProductBrandDialogProps, 'open'>) {
  const isUpdate = Boolean(brand);
  const create = useCreateProductBrand();
  const update = useUpdateProductBrand();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(productBrandBody),
    defaultValues: { brandName: brand?.brandName ?? initialName ?? '', description: brand?.description ?? '' },
  });

  const save = (values: FormValues) =>
    saveRecord({
      send: () => (brand ? update.mutateAsync({ id: brand.id, body: values }) : create.mutateAsync(values)),
      isUpdate,
      onSaved: onClose,
      setFieldError: serverFieldErrors(setError, FIELDS),
    });

  return (
    <RecordFormContent
      title={isUpdate ? 'Update Product Brand' : 'New Product Brand'}
      submitLabel={isUpdate ? 'Update Product Brand' : 'Create Product Brand'}
      saving={formState.isSubmitting}
      onSubmit={handleSubmit(save, notifyInvalidForm)}
      onCancel={() => onClose()}
    >
      <FormTextField control={control} name="brandName" label="Brand Name" required autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
    </RecordFormContent>
  );
}

/** Spec 2.5: the 480px Product Brand create/update dialog (brandName required), also opened by the brand picker's Add New. */
export function ProductBrandDialog({ open, brand = null, initialName, onClose }: ProductBrandDialogProps) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={() => onClose()}>
      <ProductBrandForm key={brand?.id ?? 'new'} brand={brand} initialName={initialName} onClose={onClose} />
    </RecordFormDialog>
  );
}
