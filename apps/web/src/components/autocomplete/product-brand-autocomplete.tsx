import { CreatableAutocomplete, type CreatableAutocompleteProps, type CreatableEntityConfig } from './creatable-autocomplete';

export type ProductBrandOption = { id: number; brandName: string; description?: string | null };

// masterfile/product-brands is served from a later issue; the control is ready for it.
export const productBrandPicker: CreatableEntityConfig = {
  resource: 'masterfile/product-brands',
  nameField: 'brandName',
  label: 'Product Brand',
  formTitle: 'New Product Brand',
  nameLabel: 'Brand Name',
  withDescription: true,
  createPermission: 'Create Product Brand',
};

export function ProductBrandAutocomplete(props: CreatableAutocompleteProps<ProductBrandOption>) {
  return <CreatableAutocomplete<ProductBrandOption> config={productBrandPicker} {...props} />;
}
