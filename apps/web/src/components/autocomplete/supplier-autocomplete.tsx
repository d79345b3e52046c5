import { CreatableAutocomplete, type CreatableAutocompleteProps, type CreatableEntityConfig } from './creatable-autocomplete';

export type SupplierOption = { id: number; supplierName: string };

// masterfile/suppliers is served from a later issue; the control is ready for it.
export const supplierPicker: CreatableEntityConfig = {
  resource: 'masterfile/suppliers',
  nameField: 'supplierName',
  label: 'Supplier',
  formTitle: 'New Supplier',
  nameLabel: 'Supplier Name',
  withDescription: false,
  createPermission: 'Create Suppliers',
};

export function SupplierAutocomplete(props: CreatableAutocompleteProps<SupplierOption>) {
  return <CreatableAutocomplete<SupplierOption> config={supplierPicker} {...props} />;
}
