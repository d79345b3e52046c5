import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, IconButton, MenuItem, Paper, TextField, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PRICE_FILTERS, STOCKS_FILTERS } from '@oim/shared/list-query';
import { useSalesChannelOptions } from '@/lib/reference-data/sales-channels';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { CustomerAutocomplete, type CustomerOption } from '@/components/autocomplete/customer-autocomplete';
import { ExpenseCategoryAutocomplete, type ExpenseCategoryOption } from '@/components/autocomplete/expense-category-autocomplete';
import { ProductBrandAutocomplete, type ProductBrandOption } from '@/components/autocomplete/product-brand-autocomplete';
import { ProductCategoryAutocomplete, type ProductCategoryOption } from '@/components/autocomplete/product-category-autocomplete';
import { SupplierAutocomplete, type SupplierOption } from '@/components/autocomplete/supplier-autocomplete';
import type { FilterPanelConfig, FilterValues, ListColumn, PickerFilter } from './list-table-types';

const PRICE_FILTER_LABELS: Record<(typeof PRICE_FILTERS)[number], string> = {
  all: 'All',
  with_price: 'With Price',
  without_price: 'Without Price',
};
const STOCKS_FILTER_LABELS: Record<(typeof STOCKS_FILTERS)[number], string> = {
  all: 'All',
  with_stocks: 'With Stocks',
  without_stocks: 'Without Stocks',
};

/** The filter column a picker sets: its own, or the payload id of spec 3 (customerId, ...). */
export function pickerColumn(picker: PickerFilter | undefined, fallback: string): string | undefined {
  if (!picker) return undefined;
  return picker === true ? fallback : (picker.column ?? fallback);
}

// Spec 5: the Enter key in a filter input is swallowed (it neither submits a form nor reloads).
function swallowEnter(event: KeyboardEvent) {
  if (event.key === 'Enter') {
    event.preventDefault();
    event.stopPropagation();
  }
}

type Picked = { id: number };

/** The values a Yes/No or enum column filter is chosen from, with their labels; null for typed filters. */
function filterChoices<T>(column: ListColumn<T>): [string, string][] | null {
  if (column.filter === 'boolean') {
    return [
      ['true', 'Yes'],
      ['false', 'No'],
    ];
  }
  if (column.filter === 'enum' && column.enumLabels) return Object.entries(column.enumLabels);
  return null;
}

export type FilterPanelProps<T> = {
  config: FilterPanelConfig;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  onReset: () => void;
  columns: ListColumn<T>[];
};

function SalesChannelSelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const channels = useSalesChannelOptions();
  // Spec 8: a sales channel loading failure is logged and the list stays empty.
  useEffect(() => {
    if (channels.error) console.error('Could not load sales channels', channels.error);
  }, [channels.error]);
  return (
    <TextField
      select
      size="small"
      label="Sales Channel"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All Channels</MenuItem>
      {(channels.data ?? []).map((channel) => (
        <MenuItem key={channel.id} value={channel.id}>
          {channel.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function StockLocationSelect({ label, value, onChange }: { label: string; value: number | null; onChange: (id: number | null) => void }) {
  const locations = useStockLocationOptions();
  useEffect(() => {
    if (locations.error) console.error('Could not load stock locations', locations.error);
  }, [locations.error]);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All Locations</MenuItem>
      {(locations.data ?? []).map((location) => (
        <MenuItem key={location.id} value={location.id}>
          {location.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A list screen's filters above the table: a change lists again from page 1; Reset Filters clears them all (spec 2.7). */
export function FilterPanel<T>({ config, values, onChange, onReset, columns }: FilterPanelProps<T>) {
  // The pickers show the picked record; the filter itself holds only its id.
  const [picked, setPicked] = useState<Record<string, Picked | null>>({});
  const pickedFor = <P extends Picked>(column: string): P | null => {
    const record = picked[column];
    return record && values.pickers[column] === record.id ? (record as P) : null;
  };
  const setPicker = (column: string, record: Picked | null) => {
    // The fake 'Add New' entry (id 0) of the customer and expense-category pickers is no filter.
    const chosen = record && record.id > 0 ? record : null;
    setPicked((all) => ({ ...all, [column]: chosen }));
    onChange({ ...values, pickers: { ...values.pickers, [column]: chosen?.id ?? null } });
  };

  const filterable = columns.filter((c) => c.filter && !values.columns.some((f) => f.column === c.field));
  const pickers: ReactNode[] = [];
  const customer = pickerColumn(config.customer, 'customerId');
  if (customer)
    pickers.push(
      <CustomerAutocomplete<CustomerOption>
        key="customer"
        value={pickedFor<CustomerOption>(customer)}
        onChange={(v) => setPicker(customer, v)}
      />,
    );
  const supplier = pickerColumn(config.supplier, 'supplierId');
  if (supplier)
    pickers.push(
      <SupplierAutocomplete
        key="supplier"
        allowAdd={false}
        value={pickedFor<SupplierOption>(supplier)}
        onChange={(v) => setPicker(supplier, v)}
      />,
    );
  const expenseCategory = pickerColumn(config.expenseCategory, 'expenseCategoryId');
  if (expenseCategory)
    pickers.push(
      <ExpenseCategoryAutocomplete
        key="expense-category"
        value={pickedFor<ExpenseCategoryOption>(expenseCategory)}
        onChange={(v) => setPicker(expenseCategory, v)}
      />,
    );
  const brand = pickerColumn(config.productBrand, 'productBrandId');
  if (brand)
    pickers.push(
      <ProductBrandAutocomplete
        key="brand"
        allowAdd={false}
        value={pickedFor<ProductBrandOption>(brand)}
        onChange={(v) => setPicker(brand, v)}
      />,
    );
  const category = pickerColumn(config.productCategory, 'productCategoryId');
  if (category)
    pickers.push(
      <ProductCategoryAutocomplete
        key="category"
        allowAdd={false}
        value={pickedFor<ProductCategoryOption>(category)}
        onChange={(v) => setPicker(category, v)}
      />,
    );
  const channel = pickerColumn(config.salesChannel, 'salesChannelId');
  const location = pickerColumn(config.stockLocation, 'locationId');
  const locationLabel = typeof config.stockLocation === 'object' ? (config.stockLocation.label ?? 'Location') : 'Location';

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} onKeyDown={swallowEnter} role="search" aria-label="Filters">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', alignItems: 'start' }}>
        {config.period ? (
          <LocalizationProvider dateAdapter={AdapterDateFns}>
            <DatePicker
              label="Period From"
              value={values.periodFrom}
              onChange={(date) => onChange({ ...values, periodFrom: date && !Number.isNaN(date.getTime()) ? date : null })}
              slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
            />
            <DatePicker
              label="Period To"
              value={values.periodTo}
              minDate={values.periodFrom ?? undefined}
              onChange={(date) => onChange({ ...values, periodTo: date && !Number.isNaN(date.getTime()) ? date : null })}
              slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
            />
          </LocalizationProvider>
        ) : null}
        {config.priceFilter ? (
          <TextField
            select
            size="small"
            label="Price Filter"
            value={values.priceFilter}
            onChange={(event) => onChange({ ...values, priceFilter: event.target.value })}
          >
            {PRICE_FILTERS.map((v) => (
              <MenuItem key={v} value={v}>
                {PRICE_FILTER_LABELS[v]}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {config.stocksFilter ? (
          <TextField
            select
            size="small"
            label="Stocks Filter"
            value={values.stocksFilter}
            onChange={(event) => onChange({ ...values, stocksFilter: event.target.value })}
          >
            {STOCKS_FILTERS.map((v) => (
              <MenuItem key={v} value={v}>
                {STOCKS_FILTER_LABELS[v]}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {pickers}
        {channel ? (
          <SalesChannelSelect
            value={values.pickers[channel] ?? null}
            onChange={(id) => onChange({ ...values, pickers: { ...values.pickers, [channel]: id } })}
          />
        ) : null}
        {location ? (
          <StockLocationSelect
            label={locationLabel}
            value={values.pickers[location] ?? null}
            onChange={(id) => onChange({ ...values, pickers: { ...values.pickers, [location]: id } })}
          />
        ) : null}
        {values.columns.map((entry) => {
          const column = columns.find((c) => c.field === entry.column);
          const label = column?.header ?? entry.column;
          // Yes/No and enum columns are chosen from their values, not typed.
          const choices = column ? filterChoices(column) : null;
          const setValue = (value: string) =>
            onChange({ ...values, columns: values.columns.map((f) => (f.column === entry.column ? { ...f, value } : f)) });
          const remove = (
            <Tooltip title="Remove filter">
              <IconButton
                size="small"
                aria-label={`Remove filter ${label}`}
                sx={choices ? { mr: 2 } : undefined}
                onClick={() => onChange({ ...values, columns: values.columns.filter((f) => f.column !== entry.column) })}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
          if (choices) {
            return (
              <TextField
                key={entry.column}
                select
                size="small"
                label={label}
                value={entry.value}
                onChange={(event) => setValue(event.target.value)}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, input: { endAdornment: remove } }}
              >
                <MenuItem value="">All</MenuItem>
                {choices.map(([value, text]) => (
                  <MenuItem key={value} value={value}>
                    {text}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          return (
            <TextField
              key={entry.column}
              size="small"
              label={label}
              type={column?.filter === 'number' ? 'number' : column?.filter === 'date' ? 'date' : 'text'}
              value={entry.value}
              onChange={(event) => setValue(event.target.value)}
              slotProps={{ inputLabel: column?.filter === 'date' ? { shrink: true } : {}, input: { endAdornment: remove } }}
            />
          );
        })}
        {config.addFilterFor && filterable.length > 0 ? (
          <TextField
            select
            size="small"
            label="Add Filter For"
            value=""
            onChange={(event) => onChange({ ...values, columns: [...values.columns, { column: event.target.value, value: '' }] })}
          >
            {filterable.map((c) => (
              <MenuItem key={c.field} value={c.field}>
                {c.header}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Box>
          <Button
            variant="outlined"
            startIcon={<RestartAltIcon />}
            onClick={() => {
              setPicked({});
              onReset();
            }}
          >
            Reset Filters
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
