import type { ApiRecord } from '@oim/shared/api/records';
import { EntityAutocomplete, type EntityAutocompleteProps } from './entity-autocomplete';

/** What the customer picker needs of a customer (sales/customers). */
/** What the picker shows of a customer (any customer record has these). */
export type CustomerOption = Pick<ApiRecord<'customers'>, 'id' | 'customerName'> &
  Partial<Pick<ApiRecord<'customers'>, 'contactNumber' | 'addressText' | 'isDefault' | 'defaultPaymentTypeId'>>;

export type CustomerAutocompleteProps<T extends CustomerOption> = Omit<
  EntityAutocompleteProps<T>,
  'resource' | 'nameField' | 'addNew' | 'label'
> & {
  label?: string;
  /** Picking the fake 'Add New' entry (id 0, shown when nothing is found) calls this with the typed term. */
  onAddNew?: (term: string) => void;
};

/** Customer picker: searches customerName with like; a fake 'Add New' entry (id 0) when nothing is found (spec 4). */
export function CustomerAutocomplete<T extends CustomerOption = CustomerOption>({
  label = 'Customer',
  onAddNew,
  ...props
}: CustomerAutocompleteProps<T>) {
  return (
    <EntityAutocomplete<T>
      resource="sales/customers"
      nameField="customerName"
      label={label}
      relations={['defaultPaymentType']}
      getOptionDetail={(customer) => [customer.contactNumber, customer.addressText].filter(Boolean).join(' · ') || undefined}
      addNew={{ kind: 'fake', ...(onAddNew ? { onPick: onAddNew } : {}) }}
      {...props}
    />
  );
}
