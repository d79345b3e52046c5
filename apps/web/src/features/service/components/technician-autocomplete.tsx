import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { techniciansQueryOptions, type Technician } from '../api/get-technicians';

export type TechnicianOption = Pick<Technician, 'id'> & Partial<Omit<Technician, 'id'>>;

type Props = {
  value: TechnicianOption | null;
  onChange: (user: TechnicianOption | null) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
};

const nameOf = (user: TechnicianOption) =>
  user.displayName || [user.firstname, user.lastname].filter(Boolean).join(' ') || `User #${user.id}`;

/** The technician picker: the shop's active users (service/technicians), searched by name as typed. */
export function TechnicianAutocomplete({ value, onChange, disabled, autoFocus, error, helperText }: Props) {
  const technicians = useQuery(techniciansQueryOptions());
  return (
    <Autocomplete<TechnicianOption>
      options={technicians.data ?? []}
      loading={technicians.isPending}
      value={value}
      onChange={(_event, picked) => onChange(picked)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={nameOf}
      disabled={disabled}
      size="small"
      renderInput={(params) => <TextField {...params} label="Technician" autoFocus={autoFocus} error={error} helperText={helperText} />}
    />
  );
}
