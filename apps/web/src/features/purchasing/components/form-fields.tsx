import { Controller, type FieldValues } from 'react-hook-form';
import { SupplierAutocomplete } from '@/components/autocomplete/supplier-autocomplete';
import type { FieldProps } from '@/components/dialogs/form-date-field';

/** The document's supplier, picked (or added) by name. */
export function FormSupplierField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  autoFocus,
}: FieldProps<T> & { autoFocus?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SupplierAutocomplete
          label={label}
          value={field.value}
          onChange={field.onChange}
          size="small"
          required
          disabled={Boolean(disabled)}
          autoFocus={Boolean(autoFocus)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
