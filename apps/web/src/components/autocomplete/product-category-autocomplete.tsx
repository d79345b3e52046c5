import { PRODUCT_CATEGORIES_RESOURCE } from './api/records';
import { CreatableAutocomplete, type CreatableAutocompleteProps, type CreatableEntityConfig } from './creatable-autocomplete';
import { ProductCategoryDialog } from './product-grouping-dialogs';

export type ProductCategoryOption = { id: number; categoryName: string; description?: string | null };

export const productCategoryPicker: CreatableEntityConfig<ProductCategoryOption> = {
  resource: PRODUCT_CATEGORIES_RESOURCE,
  nameField: 'categoryName',
  label: 'Product Category',
  createDialog: ProductCategoryDialog,
  createPermission: 'Create Product Category',
};

export function ProductCategoryAutocomplete(props: CreatableAutocompleteProps<ProductCategoryOption>) {
  return <CreatableAutocomplete<ProductCategoryOption> config={productCategoryPicker} {...props} />;
}
