import { Autocomplete, Chip, TextField } from '@mui/material';

type Named = { id: number; name: string };

export type IdMultiSelectProps = {
  label: string;
  /** The chosen ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Everything that can be chosen; ids chosen already but missing here still show (from `known`). */
  options: Named[];
  known?: Named[];
  loading?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  onBlur?: () => void;
};

/** A multi-select of records by id, shown as chips (a user's roles and channels, a channel's users). */
export function IdMultiSelect({
  label,
  value,
  onChange,
  options,
  known = [],
  loading,
  disabled,
  error,
  helperText,
  name,
  onBlur,
}: IdMultiSelectProps) {
  const byId = new Map<number, Named>();
  for (const option of [...known, ...options]) byId.set(option.id, option);
  const all = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  const selected = value.map((id) => byId.get(id) ?? { id, name: `#${id}` });
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={all}
      value={selected}
      loading={Boolean(loading)}
      disabled={Boolean(disabled)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((c) => c.id))}
      onBlur={onBlur}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.name} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} name={name} label={label} error={Boolean(error)} helperText={helperText} />}
    />
  );
}
