import { MenuItem, TextField } from '@mui/material';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';

export type LocationSelectProps = {
  value: number | '';
  onChange: (locationId: number | '') => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** A location that may not be chosen (e.g. the transfer's source as destination). */
  excludeId?: number | '';
  autoFocus?: boolean;
  name?: string;
};

/** A select of the shop's active stock locations. */
export function LocationSelect({
  value,
  onChange,
  label,
  required,
  disabled,
  error,
  helperText,
  excludeId,
  autoFocus,
  name,
}: LocationSelectProps) {
  const locations = useStockLocationOptions();
  const list = (locations.data ?? []).filter((l) => l.isActive || l.id === value);
  const shown = value !== '' && list.some((l) => l.id === value) ? value : '';
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      required={required}
      disabled={disabled}
      error={error || Boolean(locations.error)}
      helperText={helperText ?? (locations.error ? 'The locations could not be loaded.' : undefined)}
      value={shown}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      fullWidth
    >
      {locations.isLoading ? (
        <MenuItem value="" disabled>
          Loading...
        </MenuItem>
      ) : null}
      {list.map((location) => (
        <MenuItem key={location.id} value={location.id} disabled={location.id === excludeId}>
          {location.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
