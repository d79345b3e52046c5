import type { Control, FieldValues, Path } from 'react-hook-form';
import { InputAdornment } from '@mui/material';
import { FormTextField } from '@/components/dialogs/form-fields';

export type PercentOrAmountFieldProps<T extends FieldValues> = {
  control: Control<T, any, any>;
  name: Path<T>;
  /** A percentage (marked %) or an amount in pesos (marked ₱). */
  percentage: boolean;
  helperText?: string;
};

/** The Value of a discount or a commission: a percentage or a peso amount, typed as an exact decimal. */
export function PercentOrAmountField<T extends FieldValues>({ control, name, percentage, helperText }: PercentOrAmountFieldProps<T>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label="Value"
      required
      {...(helperText ? { helperText } : {})}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: percentage
          ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
          : { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
      }}
    />
  );
}
