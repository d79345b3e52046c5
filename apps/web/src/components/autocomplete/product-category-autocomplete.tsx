import type { ApiRecord } from '@oim/shared/api/records';
import { PRODUCT_CATEGORIES_RESOURCE } from './api/records';
import { CreatableAutocomplete, type CreatableAutocompleteProps, type CreatableEntityConfig } from './creatable-autocomplete';
import { ProductCategoryDialog } from './product-grouping-dialogs';

export type ProductCategoryOption = Pick<ApiRecord<'productCategories'>, 'id' | 'categoryName'> & Partial<ApiRecord<'productCategories'>>;

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
