import type { ApiRecord } from '@oim/shared/api/records';
import { PRODUCT_BRANDS_RESOURCE } from './api/records';
import { CreatableAutocomplete, type CreatableAutocompleteProps, type CreatableEntityConfig } from './creatable-autocomplete';
import { ProductBrandDialog } from './product-grouping-dialogs';

export type ProductBrandOption = Pick<ApiRecord<'productBrands'>, 'id' | 'brandName'> & Partial<ApiRecord<'productBrands'>>;

export const productBrandPicker: CreatableEntityConfig<ProductBrandOption> = {
  resource: PRODUCT_BRANDS_RESOURCE,
  nameField: 'brandName',
  label: 'Product Brand',
  createDialog: ProductBrandDialog,
  createPermission: 'Create Product Brand',
};

export function ProductBrandAutocomplete(props: CreatableAutocompleteProps<ProductBrandOption>) {
  return <CreatableAutocomplete<ProductBrandOption> config={productBrandPicker} {...props} />;
}
