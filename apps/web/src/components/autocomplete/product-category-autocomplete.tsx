import { CreatableAutocomplete, type CreatableAutocompleteProps, type CreatableEntityConfig } from './creatable-autocomplete';

export type ProductCategoryOption = { id: number; categoryName: string; description?: string | null };

// masterfile/product-categories is served from a later issue; the control is ready for it.
export const productCategoryPicker: CreatableEntityConfig = {
  resource: 'masterfile/product-categories',
  nameField: 'categoryName',
  label: 'Product Category',
  formTitle: 'New Product Category',
  nameLabel: 'Category Name',
  withDescription: true,
  createPermission: 'Create Product Category',
};

export function ProductCategoryAutocomplete(props: CreatableAutocompleteProps<ProductCategoryOption>) {
  return <CreatableAutocomplete<ProductCategoryOption> config={productCategoryPicker} {...props} />;
}
