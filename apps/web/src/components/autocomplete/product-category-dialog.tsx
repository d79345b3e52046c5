import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { productCategoryBody } from '@oim/shared/schemas/masterfile';
import { useCreateProductCategory } from './api/create-product-category';
import type { ProductCategory } from './api/records';
import { useUpdateProductCategory } from './api/update-product-category';
import { FormTextField } from './form-fields';
import {
  FORM_DIALOG_WIDTH,
  notifyInvalidForm,
  RecordFormContent,
  RecordFormDialog,
  saveRecord,
  serverFieldErrors,
} from './record-form-dialog';

type FormInput = z.input<typeof productCategoryBody>;
type FormValues = z.output<typeof productCategoryBody>;
const FIELDS = ['categoryName', 'description'] as const;

export type ProductCategoryDialogProps = {
  open: boolean;
  /** The category to update; none creates one. */
  category?: Pick<ProductCategory, 'id' | 'categoryName' | 'description'> | null;
  /** For a new category: the name typed in the picker before choosing Add New. */
  initialName?: string;
  /** Called with the saved category, or with nothing when cancelled. */
  onClose: (saved?: ProductCategory) => void;
};

function ProductCategoryForm({ category, initialName, onClose }: Omit<ProductCategoryDialogProps, 'open'>) {
  const isUpdate = Boolean(category);
  const create = useCreateProductCategory();
  const update = useUpdateProductCategory();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(productCategoryBody),
    defaultValues: { categoryName: category?.categoryName ?? initialName ?? '', description: category?.description ?? '' },
  });

  const save = (values: FormValues) =>
    saveRecord({
      send: () => (category ? update.mutateAsync({ id: category.id, body: values }) : create.mutateAsync(values)),
      isUpdate,
      onSaved: onClose,
      setFieldError: serverFieldErrors(setError, FIELDS),
    });

  return (
    <RecordFormContent
      title={isUpdate ? 'Update Product Category' : 'New Product Category'}
      submitLabel={isUpdate ? 'Update Product Category' : 'Create Product Category'}
      saving={formState.isSubmitting}
      onSubmit={handleSubmit(save, notifyInvalidForm)}
      onCancel={() => onClose()}
    >
      <FormTextField control={control} name="categoryName" label="Category Name" required autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
    </RecordFormContent>
  );
}

/** Spec 2.5: the 480px Product Category create/update dialog (categoryName required), also opened by the category picker's Add New. */
export function ProductCategoryDialog({ open, category = null, initialName, onClose }: ProductCategoryDialogProps) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={() => onClose()}>
      <ProductCategoryForm key={category?.id ?? 'new'} category={category} initialName={initialName} onClose={onClose} />
    </RecordFormDialog>
  );
}
