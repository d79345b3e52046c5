import { useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';

export type ChipsInputProps = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Offered values (e.g. serial numbers in stock); typing others is allowed unless `restrictToOptions`. */
  options?: string[];
  restrictToOptions?: boolean;
  placeholder?: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  loading?: boolean;
  size?: 'small' | 'medium';
  /** Compares case-insensitively when telling duplicates apart. */
  caseInsensitive?: boolean;
  inputLabel?: string;
};

const SEPARATORS = /[\s,;]+/;

/**
 * A list of short codes (barcodes, serial numbers) as chips: type or scan one and press Enter (a
 * scanner sends Enter); pasting several separated by spaces, commas or new lines adds them all.
 * Duplicates are dropped.
 */
export function ChipsInput({
  label,
  value,
  onChange,
  options = [],
  restrictToOptions = false,
  placeholder,
  helperText,
  error,
  disabled,
  loading,
  size = 'small',
  caseInsensitive = true,
  inputLabel,
}: ChipsInputProps) {
  const [text, setText] = useState('');
  const norm = (s: string) => (caseInsensitive ? s.toLowerCase() : s);
  const add = (entries: string[]) => {
    const next = [...value];
    for (const raw of entries) {
      const entry = raw.trim();
      if (!entry || next.some((v) => norm(v) === norm(entry))) continue;
      if (restrictToOptions) {
        const match = options.find((o) => norm(o) === norm(entry));
        if (match) next.push(match);
      } else next.push(entry);
    }
    if (next.length !== value.length) onChange(next);
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      // Typed entries are always accepted by the control; restrictToOptions keeps only offered ones.
      freeSolo
      options={options.filter((o) => !value.some((v) => norm(v) === norm(o)))}
      value={value}
      inputValue={text}
      disabled={disabled}
      loading={loading}
      size={size}
      filterSelectedOptions
      onInputChange={(_event, next, reason) => {
        if (reason === 'input' && SEPARATORS.test(next) && next.trim() !== '') {
          // A paste or a separator typed: everything before the last separator becomes chips.
          const parts = next.split(SEPARATORS);
          const rest = SEPARATORS.test(next.slice(-1)) ? '' : (parts.pop() ?? '');
          add(parts);
          setText(rest);
          return;
        }
        setText(reason === 'reset' ? '' : next);
      }}
      onChange={(_event, next) => {
        const cleaned: string[] = [];
        for (const v of next) {
          let entry = String(v).trim();
          if (restrictToOptions) entry = options.find((o) => norm(o) === norm(entry)) ?? '';
          if (entry && !cleaned.some((c) => norm(c) === norm(entry))) cleaned.push(entry);
        }
        onChange(cleaned);
      }}
      onBlur={() => {
        if (text.trim() && !restrictToOptions) {
          add([text]);
          setText('');
        }
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          helperText={helperText}
          error={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, ...(inputLabel ? { 'aria-label': inputLabel } : {}) },
          }}
        />
      )}
    />
  );
}
