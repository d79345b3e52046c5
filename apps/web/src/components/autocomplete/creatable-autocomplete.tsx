import type { ComponentType } from 'react';
import { useCan } from '@/lib/permissions';
import { EntityAutocomplete, type EntityAutocompleteProps } from './entity-autocomplete';

/** The create dialog a picker opens from 'Add New': the same dialog its list screen uses. */
export type CreateDialogProps<T> = { open: boolean; initialName?: string; onClose: (created?: T) => void };

/** How a picker with a creation form is set up: its resource, name column, dialog and permission. */
export type CreatableEntityConfig<T> = {
  resource: string;
  nameField: keyof T & string;
  label: string;
  createDialog: ComponentType<CreateDialogProps<T>>;
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
 * and the search found nothing. What the form creates becomes the value.
 */
export function CreatableAutocomplete<T extends { id: number }>({
  config,
  label,
  allowAdd = true,
  ...props
}: CreatableAutocompleteProps<T> & { config: CreatableEntityConfig<T> }) {
  const mayCreate = useCan(config.createPermission);
  const CreateDialog = config.createDialog;
  return (
    <EntityAutocomplete<T>
      resource={config.resource}
      nameField={config.nameField}
      label={label ?? config.label}
      addNew={{
        kind: 'form',
        allowed: allowAdd && mayCreate,
        renderForm: ({ open, term, onClose }) => <CreateDialog open={open} initialName={term} onClose={onClose} />,
      }}
      {...props}
    />
  );
}
