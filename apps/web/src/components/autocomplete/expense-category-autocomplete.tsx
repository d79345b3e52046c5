import { useState } from 'react';
import { useCan } from '@/lib/permissions';
import { EXPENSE_CATEGORIES_RESOURCE } from './api/expense-categories';
import { ExpenseCategoryDialog } from './expense-category-dialog';
import { EntityAutocomplete, type EntityAutocompleteProps } from './entity-autocomplete';

export type ExpenseCategoryOption = { id: number; expenseName: string; description?: string | null };

export type ExpenseCategoryAutocompleteProps = Omit<
  EntityAutocompleteProps<ExpenseCategoryOption>,
  'resource' | 'nameField' | 'addNew' | 'label'
> & {
  label?: string;
  /** Picking the 'Add New' entry opens the Expense Category dialog (for users who may create one). */
  allowAdd?: boolean;
  onAddNew?: (term: string) => void;
};

/**
 * Cash outflow category picker (spec 4: like on expenseName, a fake 'Add New' entry with id 0 when
 * nothing is found). With allowAdd, that entry opens the category dialog with the typed name, and the
 * category it creates becomes the value; cancelled, the value is cleared again.
 */
export function ExpenseCategoryAutocomplete({
  label = 'Expense Category',
  allowAdd = false,
  onAddNew,
  onChange,
  ...props
}: ExpenseCategoryAutocompleteProps) {
  const mayCreate = useCan('Create Expense Category');
  const [adding, setAdding] = useState<string | null>(null);
  const opensDialog = allowAdd && mayCreate;
  return (
    <>
      <EntityAutocomplete<ExpenseCategoryOption>
        resource={EXPENSE_CATEGORIES_RESOURCE}
        nameField="expenseName"
        label={label}
        addNew={{
          kind: 'fake',
          onPick: (term) => {
            onAddNew?.(term);
            if (opensDialog) setAdding(term);
          },
        }}
        onChange={(value) => onChange(value?.id === 0 && !opensDialog && !onAddNew ? null : value)}
        {...props}
      />
      {opensDialog ? (
        <ExpenseCategoryDialog
          open={adding !== null}
          initialName={adding ?? ''}
          onClose={(created) => {
            setAdding(null);
            onChange(created ?? null);
          }}
        />
      ) : null}
    </>
  );
}
