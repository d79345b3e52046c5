import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Box, Chip, FormControlLabel, FormHelperText, MenuItem, Stack, Switch, Typography } from '@mui/material';
import { PRODUCT_BRANDS_RESOURCE, PRODUCT_CATEGORIES_RESOURCE } from '@/components/autocomplete/api/records';
import { ProductBrandAutocomplete, type ProductBrandOption } from '@/components/autocomplete/product-brand-autocomplete';
import { ProductCategoryAutocomplete, type ProductCategoryOption } from '@/components/autocomplete/product-category-autocomplete';
import { SupplierAutocomplete } from '@/components/autocomplete/supplier-autocomplete';
import { FormSelect, FormTextField } from '@/components/dialogs/form-fields';
import {
  createOrUpdate,
  CREATION_DIALOG_WIDTH,
  RecordFormContent,
  recordFormDialog,
  useRecordForm,
  type RecordDialogProps,
} from '@/components/dialogs/record-form-dialog';
import { ProductAutocomplete } from '@/components/movement-lines/product-autocomplete';
import { PAGE_SIZE_MAX } from '@oim/shared/list-query';
import { referenceListQueryOptions } from '@/lib/reference-data/reference-list';
import { useStockLocationOptions } from '@/lib/reference-data/stock-locations';
import { fetchList } from '@/lib/use-list';
import { STOCK_COUNT_SCOPES } from '@oim/shared/schemas/stock-counts';
import { useCreateStockCount, useUpdateStockCount } from '../api/save-stock-count';
import type { StockCount } from '../types';
import { stockCountFormDefaults, stockCountFormSchema, type StockCountBody, type StockCountFormValues } from './stock-count-form-schema';

const SCOPE_CHOICES: Record<(typeof STOCK_COUNT_SCOPES)[number], string> = {
  ALL: 'Every product at the location',
  FILTER: 'Products matching a filter',
};

type Named = { id: number; name: string };

/** The names of the categories, brands or products a filter holds by id (an edited draft's, or ones just picked). */
function useNames(resource: string, nameField: string, ids: number[], all: boolean): Map<number, string> {
  const list = useQuery({
    ...referenceListQueryOptions<Record<string, unknown> & { id: number }>({ resource, sortColumn: nameField, staleTime: 5 * 60_000 }),
    enabled: all && ids.length > 0,
  });
  const key = ids.join(',');
  const some = useQuery({
    queryKey: [resource, 'names', key],
    queryFn: ({ signal }) =>
      fetchList<Record<string, unknown> & { id: number }>(
        resource,
        {
          columnFilters: [{ column: 'id', value: ids.slice(0, PAGE_SIZE_MAX), comparison: 'in' }],
          pagination: { page: 1, pageSize: PAGE_SIZE_MAX },
        },
        signal,
      ),
    enabled: !all && ids.length > 0,
    staleTime: 5 * 60_000,
  });
  const rows = all ? list.data : some.data?.data;
  return useMemo(() => new Map((rows ?? []).map((row) => [row.id, String(row[nameField] ?? '')])), [rows, nameField]);
}

/** A filter of the scope: a picker that adds what is picked to the chips under it; a chip's delete takes it out. */
function PickedList({
  label,
  ids,
  names,
  onChange,
  picker,
}: {
  label: string;
  ids: number[];
  names: Map<number, string>;
  onChange: (ids: number[]) => void;
  picker: (add: (item: Named) => void) => ReactNode;
}) {
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  // Each pick mounts the picker afresh, empty for the next one.
  const [round, setRound] = useState(0);
  const add = (item: Named) => {
    setPicked((current) => new Map(current).set(item.id, item.name));
    if (!ids.includes(item.id)) onChange([...ids, item.id]);
    setRound((n) => n + 1);
  };
  const nameOf = (id: number) => picked.get(id) ?? names.get(id) ?? `#${id}`;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Box key={round}>{picker(add)}</Box>
      {ids.length > 0 ? (
        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 1 }} role="list" aria-label={label}>
          {ids.map((id) => (
            <Chip key={id} role="listitem" size="small" label={nameOf(id)} onDelete={() => onChange(ids.filter((other) => other !== id))} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function ScopeFilters({ control }: { control: Control<StockCountFormValues, unknown, StockCountBody> }) {
  const [categoryIds, brandIds, productIds] = useWatch({ control, name: ['categoryIds', 'brandIds', 'productIds'] });
  const categoryNames = useNames(PRODUCT_CATEGORIES_RESOURCE, 'categoryName', categoryIds, true);
  const brandNames = useNames(PRODUCT_BRANDS_RESOURCE, 'brandName', brandIds, true);
  const productNames = useNames('inventory/products', 'productName', productIds, false);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        The count takes the stocked products matching every filter given.
      </Typography>
      <Controller
        control={control}
        name="categoryIds"
        render={({ field }) => (
          <PickedList
            label="Categories"
            ids={field.value}
            names={categoryNames}
            onChange={field.onChange}
            picker={(add) => (
              <ProductCategoryAutocomplete
                label="Categories"
                value={null}
                allowAdd={false}
                onChange={(option: ProductCategoryOption | null) => {
                  if (option) add({ id: option.id, name: option.categoryName });
                }}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="brandIds"
        render={({ field }) => (
          <PickedList
            label="Brands"
            ids={field.value}
            names={brandNames}
            onChange={field.onChange}
            picker={(add) => (
              <ProductBrandAutocomplete
                label="Brands"
                value={null}
                allowAdd={false}
                onChange={(option: ProductBrandOption | null) => {
                  if (option) add({ id: option.id, name: option.brandName });
                }}
              />
            )}
          />
        )}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="supplier"
          render={({ field }) => (
            <SupplierAutocomplete label="Preferred Supplier" value={field.value} onChange={field.onChange} allowAdd={false} />
          )}
        />
      </Box>
      <Controller
        control={control}
        name="productIds"
        render={({ field }) => (
          <PickedList
            label="Products"
            ids={field.value}
            names={productNames}
            onChange={field.onChange}
            picker={(add) => (
              <ProductAutocomplete
                label="Products"
                types={['PRODUCT']}
                value={null}
                onChange={(product) => {
                  if (product) add({ id: product.id, name: `${product.sku} · ${product.productName}` });
                }}
              />
            )}
          />
        )}
      />
    </>
  );
}

export type StockCountDialogProps = Omit<RecordDialogProps<StockCount>, 'open'>;

/** New Stock Count, or a DRAFT's edit: the location, a name, what is counted, blind or not, notes. */
function StockCountForm({ record, onClose }: StockCountDialogProps) {
  const loaded = useStockLocationOptions().data ?? [];
  // The draft's own location shows even before (or without) the list of locations.
  const locations: Named[] =
    record && !loaded.some((l) => l.id === record.locationId) ? [{ id: record.locationId, name: record.locationName }, ...loaded] : loaded;
  const form = useRecordForm<StockCountFormValues, StockCountBody, StockCount>({
    resolver: zodResolver(stockCountFormSchema) as unknown as Resolver<StockCountFormValues, unknown, StockCountBody>,
    defaultValues: stockCountFormDefaults(record),
    fields: ['locationId', 'name', 'scope', 'blind', 'notes'],
    save: createOrUpdate(record, useCreateStockCount(), useUpdateStockCount()),
    onSaved: onClose,
  });
  const scope = useWatch({ control: form.control, name: 'scope' });
  return (
    <RecordFormContent
      form={form}
      noun="Stock Count"
      title={record ? `Edit ${record.stockCountNumber}` : 'New Stock Count'}
      submitLabel={record ? 'Save Changes' : 'Create Stock Count'}
      columns={2}
    >
      <FormTextField control={form.control} name="locationId" label="Location" select required>
        {locations.map((location) => (
          <MenuItem key={location.id} value={location.id}>
            {location.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={form.control} name="name" label="Name" required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormSelect
        control={form.control}
        name="scope"
        label="Scope"
        options={STOCK_COUNT_SCOPES}
        labels={SCOPE_CHOICES}
        sx={{ gridColumn: '1 / -1' }}
      />
      {scope === 'FILTER' ? <ScopeFilters control={form.control} /> : null}
      <Controller
        control={form.control}
        name="blind"
        render={({ field }) => (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormControlLabel
              control={
                <Switch
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label="Blind count"
            />
            <FormHelperText sx={{ mt: 0 }}>Counters do not see the expected quantities.</FormHelperText>
          </Box>
        )}
      />
      <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
    </RecordFormContent>
  );
}

export const StockCountDialog = recordFormDialog(StockCountForm, CREATION_DIALOG_WIDTH);
