import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export type FieldProps<T extends FieldValues> = { control: Control<T, any, any>; name: Path<T>; label: string; disabled?: boolean };

/** A calendar day of the document (empty means the server's today, or none). */
export function FormDateField<T extends FieldValues>({ control, name, label, required }: FieldProps<T> & { required?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DatePicker
            label={label}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            inputRef={field.ref}
            slotProps={{
              textField: {
                size: 'small',
                name: field.name,
                required: Boolean(required),
                error: Boolean(fieldState.error),
                ...(fieldState.error?.message ? { helperText: fieldState.error.message } : {}),
              },
            }}
          />
        </LocalizationProvider>
      )}
    />
  );
}
