import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@mui/material';
import { COMPANY_PROFILE_FIELDS } from '../types';
import type { CompanyProfileFormInput } from './company-profile-form-schema';

/** The company profile fields, shared by the shop's form and a channel's overrides. */
export function CompanyProfileFields({
  register,
  errors,
  disabled,
  required,
  placeholders,
  idPrefix,
}: {
  register: UseFormRegister<CompanyProfileFormInput>;
  errors: FieldErrors<CompanyProfileFormInput>;
  disabled: boolean;
  /** Which fields are required (the shop's company name). */
  required?: readonly string[];
  /** Shown in empty fields, e.g. the shop's value a channel falls back to. */
  placeholders?: Partial<Record<string, string | null>>;
  idPrefix: string;
}) {
  return (
    <>
      {COMPANY_PROFILE_FIELDS.filter((field) => !(placeholders && field.shopOnly)).map(({ key, label, multiline, options }) => {
        const { ref, ...rest } = register(key);
        const placeholder = placeholders?.[key] ?? undefined;
        if (options) {
          // A channel may leave it to the shop's; the shop's own blank is the first option (the default).
          const shopValue = options.find((o) => o.value === placeholder)?.label;
          const choices = placeholders
            ? [{ value: '', label: `The shop's${shopValue ? `: ${shopValue}` : ''}` }, ...options.filter((o) => o.value !== '')]
            : options;
          return (
            <TextField
              key={key}
              id={`${idPrefix}-${key}`}
              label={label}
              select
              {...rest}
              inputRef={ref}
              disabled={disabled}
              error={Boolean(errors[key])}
              helperText={errors[key]?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {choices.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </TextField>
          );
        }
        return (
          <TextField
            key={key}
            id={`${idPrefix}-${key}`}
            label={label}
            {...rest}
            inputRef={ref}
            required={required?.includes(key)}
            disabled={disabled}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            type={key === 'email' ? 'email' : 'text'}
            placeholder={placeholder ?? undefined}
            error={Boolean(errors[key])}
            helperText={errors[key]?.message}
            slotProps={placeholder ? { inputLabel: { shrink: true } } : undefined}
            sx={multiline ? { gridColumn: '1 / -1' } : undefined}
          />
        );
      })}
    </>
  );
}
