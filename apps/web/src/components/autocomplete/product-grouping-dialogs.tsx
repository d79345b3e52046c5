import type { DefaultValues, Path, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { productBrandBody, productCategoryBody } from '@oim/shared/schemas/masterfile';
import { FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  FORM_DIALOG_WIDTH,
  RecordFormContent,
  RecordFormDialog,
  useRecordForm,
  type RecordDialogProps,
  type RecordSave,
} from '@/components/dialogs/record-form-dialog';
import { useCreateProductBrand } from './api/create-product-brand';
import { useCreateProductCategory } from './api/create-product-category';
import type { ProductBrand, ProductCategory } from './api/records';
import { useUpdateProductBrand } from './api/update-product-brand';
import { useUpdateProductCategory } from './api/update-product-category';

type GroupingSchema = typeof productBrandBody | typeof productCategoryBody;

/** What tells a product brand from a product category: its words, its name field, its rules and its saves. */
type GroupingProps<S extends GroupingSchema, T> = RecordDialogProps<T> & {
  /** 'Product Brand': New Product Brand, Update Product Brand, Create Product Brand. */
  noun: string;
  nameField: Path<z.input<S>> & keyof T;
  nameLabel: string;
  schema: S;
  save: RecordSave<z.output<S>, T>;
};

function GroupingForm<S extends GroupingSchema, T extends { id: number; description: string | null }>({
  noun,
  nameField,
  nameLabel,
  schema,
  save,
  record,
  initialName,
  onClose,
}: Omit<GroupingProps<S, T>, 'open'>) {
  const form = useRecordForm<z.input<S>, z.output<S>, T>({
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: { [nameField]: record?.[nameField] ?? initialName ?? '', description: record?.description ?? '' } as DefaultValues<
      z.input<S>
    >,
    save,
    onSaved: onClose,
  });
  return (
    <RecordFormContent form={form} noun={noun}>
      <FormTextField control={form.control} name={nameField} label={nameLabel} required autoFocus />
      <FormTextField control={form.control} name={'description' as Path<z.input<S>>} label="Description" multiline minRows={3} />
    </RecordFormContent>
  );
}

/** Spec 2.5: the 480px create/update dialog of a product grouping, also opened by its picker's Add New. */
function GroupingDialog<S extends GroupingSchema, T extends { id: number; description: string | null }>({
  open,
  ...props
}: GroupingProps<S, T>) {
  return (
    <RecordFormDialog open={open} width={FORM_DIALOG_WIDTH} onClose={props.onClose}>
      <GroupingForm key={props.record?.id ?? 'new'} {...props} />
    </RecordFormDialog>
  );
}

/** The Product Brand dialog (brandName required). */
export function ProductBrandDialog(props: RecordDialogProps<ProductBrand>) {
  const save = createOrUpdate(props.record, useCreateProductBrand(), useUpdateProductBrand());
  return (
    <GroupingDialog {...props} noun="Product Brand" nameField="brandName" nameLabel="Brand Name" schema={productBrandBody} save={save} />
  );
}

/** The Product Category dialog (categoryName required). */
export function ProductCategoryDialog(props: RecordDialogProps<ProductCategory>) {
  const save = createOrUpdate(props.record, useCreateProductCategory(), useUpdateProductCategory());
  return (
    <GroupingDialog
      {...props}
      noun="Product Category"
      nameField="categoryName"
      nameLabel="Category Name"
      schema={productCategoryBody}
      save={save}
    />
  );
}
