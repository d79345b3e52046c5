import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ProductType } from '@oim/shared/schemas/inventory';
import { useProductSearch } from './api/search-products';
import type { ProductSummary } from './movement-line';

/** How product types read on screen. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  PRODUCT: 'Product',
  BUNDLE: 'Bundle',
  SERVICE: 'Service',
};

/** Spec 9: the autocomplete waits 300 ms after typing before it searches. */
const SEARCH_DEBOUNCE_MS = 300;

export type ProductAutocompleteProps = {
  value: ProductSummary | null;
  onChange: (product: ProductSummary | null) => void;
  label?: string;
  /** Only these types are offered (e.g. PRODUCT for stock movements). */
  types?: readonly ProductType[];
  /** Only serial-tracked products (true), or none of them (false, e.g. bundle parts). */
  serialized?: boolean;
  /** Products not to offer (e.g. the bundle itself). */
  excludeIds?: readonly number[];
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A product picker searching SKU and product name as the user types (300 ms after the last key).
 * Editing the text after a pick clears the value, as every picker does (spec 4).
 */
export function ProductAutocomplete({
  value,
  onChange,
  label = 'Product',
  types,
  serialized,
  excludeIds = [],
  autoFocus,
  required,
  disabled,
  error,
  helperText,
  size = 'small',
  inputRef,
}: ProductAutocompleteProps) {
  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState(value?.productName ?? '');
  const clearedByTyping = useRef(false);
  const valueName = value?.productName ?? null;
  useEffect(() => {
    if (valueName !== null) setInputValue(valueName);
    else if (!clearedByTyping.current) setInputValue('');
    clearedByTyping.current = false;
  }, [valueName]);

  const term = useDebouncedValue(inputValue, SEARCH_DEBOUNCE_MS);
  const searchTerm = value && term === value.productName ? '' : term;
  const results = useProductSearch(searchTerm, { types, serialized }, open && !disabled);
  const excluded = excludeIds.join(',');
  const options = useMemo(() => {
    const skip = new Set(excluded ? excluded.split(',').map(Number) : []);
    return (results.data ?? []).filter((p) => !skip.has(p.id) || p.id === value?.id);
  }, [results.data, excluded, value?.id]);
  const settled = !results.isFetching && term === inputValue;

  return (
    <Autocomplete<ProductSummary, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      inputValue={inputValue}
      options={options}
      loading={results.isFetching}
      disabled={disabled}
      size={size}
      fullWidth
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.productName}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={settled ? 'No products found' : 'Searching...'}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset' && text === '') return;
        setInputValue(text);
        if (reason === 'input' && value) {
          clearedByTyping.current = true;
          onChange(null);
        }
      }}
      onChange={(_event, option) => {
        if (option === null) setInputValue('');
        onChange(option);
      }}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{option.productName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[
                  option.sku,
                  option.unit,
                  option.type !== 'PRODUCT' ? PRODUCT_TYPE_LABELS[option.type] : null,
                  option.isSerialized ? 'Serial-tracked' : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          placeholder="Search SKU or name"
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {results.isFetching && open ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
