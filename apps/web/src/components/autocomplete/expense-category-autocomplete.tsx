import { EntityAutocomplete, type EntityAutocompleteProps } from './entity-autocomplete';

export type ExpenseCategoryOption = { id: number; expenseName: string; description?: string | null };

export type ExpenseCategoryAutocompleteProps = Omit<
  EntityAutocompleteProps<ExpenseCategoryOption>,
  'resource' | 'nameField' | 'addNew' | 'label'
> & { label?: string; onAddNew?: (term: string) => void };

/** Cash outflow category picker (expenses/expense-categories): like on expenseName, fake 'Add New' (id 0) when nothing is found. */
export function ExpenseCategoryAutocomplete({ label = 'Expense Category', onAddNew, ...props }: ExpenseCategoryAutocompleteProps) {
  return (
    <EntityAutocomplete<ExpenseCategoryOption>
      resource="expenses/expense-categories"
      nameField="expenseName"
      label={label}
      addNew={{ kind: 'fake', ...(onAddNew ? { onPick: onAddNew } : {}) }}
      {...props}
    />
  );
}
