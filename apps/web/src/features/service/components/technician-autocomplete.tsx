import { EntityAutocomplete } from '@/components/autocomplete/entity-autocomplete';
import { useCan } from '@/lib/permissions';
import { SYSTEM_USERS_RESOURCE, type UserOption } from '@/lib/reference-data/users';
import { userName } from '@/lib/user-name';

export type TechnicianOption = Pick<UserOption, 'id'> & Partial<UserOption>;

type Props = {
  value: TechnicianOption | null;
  onChange: (user: TechnicianOption | null) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
};

/** The technician picker: the shop's users, searched by display name. */
export function TechnicianAutocomplete({ value, onChange, disabled, ...props }: Props) {
  // The picker searches the users list; without leave to read it, the current technician only shows.
  const canList = useCan('View System Users');
  return (
    <EntityAutocomplete<TechnicianOption>
      resource={SYSTEM_USERS_RESOURCE}
      nameField="displayName"
      label="Technician"
      value={value}
      onChange={onChange}
      getOptionLabel={(user) => userName(user as UserOption)}
      getOptionDetail={(user) => user.email ?? undefined}
      size="small"
      disabled={disabled || !canList}
      {...props}
    />
  );
}
