import { useCan } from '@/lib/permissions';
import { EntityAutocomplete, type EntityAutocompleteProps } from './entity-autocomplete';
import { QuickCreateDialog } from './quick-create-dialog';

/** How a picker with a creation form is set up: its resource, name column, form and permission. */
export type CreatableEntityConfig = {
  resource: string;
  nameField: string;
  label: string;
  /** The creation form's title and name label. */
  formTitle: string;
  nameLabel: string;
  withDescription: boolean;
  createPermission: string;
};

export type CreatableAutocompleteProps<T extends { id: number }> = Omit<
  EntityAutocompleteProps<T>,
  'resource' | 'nameField' | 'addNew' | 'label'
> & {
  label?: string;
  /** Off turns the 'Add New' option off even for users who may create (e.g. in filter panels). */
  allowAdd?: boolean;
};

/**
 * A picker whose 'Add New' option opens a creation form (spec 4, 5): shown only when adding is
 * allowed (the caller's allowAdd and the user's create permission), the typed term is not blank
 * and the search found nothing.
 */
export function CreatableAutocomplete<T extends { id: number }>({
  config,
  label,
  allowAdd = true,
  ...props
}: CreatableAutocompleteProps<T> & { config: CreatableEntityConfig }) {
  const mayCreate = useCan(config.createPermission);
  return (
    <EntityAutocomplete<T>
      resource={config.resource}
      nameField={config.nameField as keyof T & string}
      label={label ?? config.label}
      addNew={{
        kind: 'form',
        allowed: allowAdd && mayCreate,
        renderForm: ({ open, term, onClose }) => (
          <QuickCreateDialog<T>
            open={open}
            title={config.formTitle}
            resource={config.resource}
            nameField={config.nameField}
            nameLabel={config.nameLabel}
            withDescription={config.withDescription}
            initialName={term}
            onClose={onClose}
          />
        ),
      }}
      {...props}
    />
  );
}
