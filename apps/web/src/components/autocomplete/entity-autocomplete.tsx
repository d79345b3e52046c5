import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { listQueryOptions } from '@/lib/use-list';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { TableFilter } from '@/lib/list-query';

/** Spec 9: the autocomplete waits 300 ms after typing before it searches. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const ADD_NEW_LABEL = 'Add New';

type Entity = { id: number };

/**
 * How the control offers to add what was not found (spec 4: Autocomplete):
 * - form: an 'Add New' option, only when `allowed`, the typed term is not blank and nothing matched;
 *   picking it opens `renderForm`, and what the form creates becomes the value;
 * - fake: an 'Add New' entry with id 0 whenever nothing is found; picking it sets that entry as the
 *   value (the caller tells id 0 apart) and calls `onPick` with the typed term.
 */
export type AddNewMode<T> =
  | {
      kind: 'form';
      allowed: boolean;
      renderForm: (props: { open: boolean; term: string; onClose: (created?: T) => void }) => ReactNode;
    }
  | { kind: 'fake'; onPick?: (term: string) => void };

export type EntityAutocompleteProps<T extends Entity> = {
  /** The list resource, e.g. 'sales/customers'. */
  resource: string;
  /** The name column: shown, and searched with like. */
  nameField: keyof T & string;
  value: T | null;
  onChange: (value: T | null) => void;
  label: string;
  placeholder?: string;
  relations?: string[];
  /** Results per search. */
  limit?: number;
  addNew?: AddNewMode<T>;
  getOptionLabel?: (row: T) => string;
  /** A second line under each option, e.g. the contact number. */
  getOptionDetail?: (row: T) => string | undefined;
  size?: 'small' | 'medium';
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
  fullWidth?: boolean;
};

type Option<T> = { kind: 'row'; row: T } | { kind: 'add-new' };

/** A search-as-you-type picker over a list resource (spec 4 and 5: like on the name column). */
export function EntityAutocomplete<T extends Entity>({
  resource,
  nameField,
  value,
  onChange,
  label,
  placeholder,
  relations,
  limit = 20,
  addNew,
  getOptionLabel,
  getOptionDetail,
  size = 'small',
  disabled,
  required,
  error,
  helperText,
  autoFocus,
  fullWidth = true,
}: EntityAutocompleteProps<T>) {
  const labelOf = (row: T) => (getOptionLabel ? getOptionLabel(row) : String(row[nameField] ?? ''));
  const [open, setOpen] = useState(false);
  const [inputValue, setInputValue] = useState(value ? labelOf(value) : '');
  const [formTerm, setFormTerm] = useState<string | null>(null);
  const clearedByTyping = useRef(false);
  const valueLabel = value ? labelOf(value) : null;

  // A value set from outside (a loaded record, Reset Filters) shows its name; one cleared by typing keeps the text.
  useEffect(() => {
    if (valueLabel !== null) setInputValue(valueLabel);
    else if (!clearedByTyping.current) setInputValue('');
    clearedByTyping.current = false;
  }, [valueLabel]);
  const term = useDebouncedValue(inputValue, AUTOCOMPLETE_DEBOUNCE_MS);
  // While a value is picked the text is its name, not a search term.
  const searchTerm = value && term === labelOf(value) ? '' : term.trim();

  const filter = useMemo<TableFilter>(
    () => ({
      columnFilters: searchTerm ? [{ column: nameField, value: searchTerm, type: 'text', comparison: 'like' }] : [],
      pagination: { page: 1, pageSize: limit },
      ...(relations?.length ? { relations } : {}),
    }),
    [searchTerm, nameField, limit, relations],
  );
  const results = useQuery({ ...listQueryOptions<T>(resource, filter), enabled: open && !disabled });
  const rows = useMemo(() => results.data?.data ?? [], [results.data]);
  const settled = !results.isFetching && results.isSuccess && term === inputValue;

  const options = useMemo<Option<T>[]>(() => {
    const found: Option<T>[] = rows.map((row) => ({ kind: 'row', row }));
    if (!settled || rows.length > 0) return found;
    if (addNew?.kind === 'form' && addNew.allowed && searchTerm !== '') return [{ kind: 'add-new' }];
    if (addNew?.kind === 'fake') return [{ kind: 'row', row: { id: 0, [nameField]: ADD_NEW_LABEL } as unknown as T }];
    return found;
  }, [rows, settled, addNew, searchTerm, nameField]);

  const selected: Option<T> | null = value ? { kind: 'row', row: value } : null;

  return (
    <>
      <Autocomplete<Option<T>, false, false, false>
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={selected}
        inputValue={inputValue}
        options={options}
        loading={results.isFetching}
        disabled={disabled}
        fullWidth={fullWidth}
        size={size}
        // The server has already filtered by the typed term.
        filterOptions={(all) => all}
        getOptionLabel={(option) => (option.kind === 'row' ? labelOf(option.row) : ADD_NEW_LABEL)}
        isOptionEqualToValue={(option, current) =>
          option.kind === 'row' && current.kind === 'row' ? option.row.id === current.row.id : option.kind === current.kind
        }
        noOptionsText={results.isFetching || !settled ? 'Searching...' : 'No results'}
        onInputChange={(_event, text, reason) => {
          // The control empties the text whenever the value becomes null; text typed after a pick stays
          // (an outside reset to null is handled by the effect above).
          if (reason === 'reset' && text === '') return;
          setInputValue(text);
          // Editing the text after a pick clears the value (spec 4).
          if (reason === 'input' && value) {
            clearedByTyping.current = true;
            onChange(null);
          }
        }}
        onChange={(_event, option, reason) => {
          if (reason === 'clear' || option === null) {
            setInputValue('');
            onChange(null);
            return;
          }
          if (option.kind === 'add-new') {
            setFormTerm(inputValue.trim());
            return;
          }
          if (option.row.id === 0 && addNew?.kind === 'fake') addNew.onPick?.(inputValue.trim());
          onChange(option.row);
        }}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          if (option.kind === 'add-new')
            return (
              <li key="add-new" {...rest}>
                <AddIcon fontSize="small" sx={{ mr: 1 }} />
                {ADD_NEW_LABEL}
              </li>
            );
          const detail = getOptionDetail?.(option.row);
          return (
            <li key={key} {...rest}>
              <span>
                {labelOf(option.row)}
                {detail ? (
                  <>
                    <br />
                    <small style={{ opacity: 0.7 }}>{detail}</small>
                  </>
                ) : null}
              </span>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            placeholder={placeholder}
            required={required}
            error={error}
            helperText={helperText}
            autoFocus={autoFocus}
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
      {addNew?.kind === 'form' && formTerm !== null
        ? addNew.renderForm({
            open: true,
            term: formTerm,
            onClose: (created) => {
              setFormTerm(null);
              if (created) {
                setInputValue(labelOf(created));
                onChange(created);
              }
            },
          })
        : null}
    </>
  );
}
