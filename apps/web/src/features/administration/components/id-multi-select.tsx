import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Autocomplete, Box, Chip, TextField } from '@mui/material';

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

export type FormIdMultiSelectProps<T extends FieldValues> = Omit<IdMultiSelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> & {
  control: Control<T, any, any>;
  name: Path<T>;
  /** What says the options could not be loaded (e.g. 'The roles could not be loaded.'), when they could not. */
  loadError?: string | null;
};

/** An IdMultiSelect bound to a form field: its error under it, else why its options are missing, else the helper text. */
export function FormIdMultiSelect<T extends FieldValues>({ control, name, loadError, helperText, ...props }: FormIdMultiSelectProps<T>) {
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <IdMultiSelect
            {...props}
            name={field.name}
            value={(field.value as number[] | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error) || Boolean(loadError)}
            {...((fieldState.error?.message ?? loadError ?? helperText)
              ? { helperText: fieldState.error?.message ?? loadError ?? helperText }
              : {})}
          />
        )}
      />
    </Box>
  );
}
