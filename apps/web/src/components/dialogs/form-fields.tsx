import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox, FormControlLabel, MenuItem, TextField, type TextFieldProps } from '@mui/material';

// The form's parsed values may differ from its typed ones (a resolver's output): any output will do.
type Bound<T extends FieldValues> = { control: Control<T, any, any>; name: Path<T> };

export type FormTextFieldProps<T extends FieldValues> = Bound<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef'>;

/**
 * A text field (or, with `select`, a select) bound to a react-hook-form field: its value, its
 * error shown under it (else the given helper text), and its input focused on an invalid submit.
 * `error` marks it besides its own error (e.g. its options could not be loaded).
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, error, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={(field.value as string | number | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || Boolean(error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

export type FormSelectProps<T extends FieldValues, V extends string> = Omit<FormTextFieldProps<T>, 'select' | 'children'> & {
  options: readonly V[];
  labels: Record<V, string>;
};

/** A select of a fixed list of values (an enum of the shared schemas), each shown by its label. */
export function FormSelect<T extends FieldValues, V extends string>({ options, labels, ...props }: FormSelectProps<T, V>) {
  return (
    <FormTextField {...props} select>
      {options.map((value) => (
        <MenuItem key={value} value={value}>
          {labels[value]}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export type FormCheckboxProps<T extends FieldValues> = Bound<T> & { label: ReactNode; gridColumn?: string };

/** A checkbox with its label, bound to a boolean form field. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, gridColumn }: FormCheckboxProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={gridColumn ? { gridColumn } : undefined}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );
}
