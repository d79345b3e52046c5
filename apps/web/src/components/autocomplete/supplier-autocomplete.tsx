import type { ApiRecord } from '@oim/shared/api/records';
import { SUPPLIERS_RESOURCE } from './api/records';
import { CreatableAutocomplete, type CreatableAutocompleteProps, type CreatableEntityConfig } from './creatable-autocomplete';
import { SupplierDialog } from './supplier-dialog';

export type SupplierOption = Pick<ApiRecord<'suppliers'>, 'id' | 'supplierName'>;

export const supplierPicker: CreatableEntityConfig<SupplierOption> = {
  resource: SUPPLIERS_RESOURCE,
  nameField: 'supplierName',
  label: 'Supplier',
  createDialog: SupplierDialog,
  createPermission: 'Create Suppliers',
};

export function SupplierAutocomplete(props: CreatableAutocompleteProps<SupplierOption>) {
  return <CreatableAutocomplete<SupplierOption> config={supplierPicker} {...props} />;
}
