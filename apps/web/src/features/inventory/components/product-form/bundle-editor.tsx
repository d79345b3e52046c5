import { useEffect, useRef } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { formatMoney } from '@/lib/format';
import { ProductAutocomplete } from '@/components/movement-lines/product-autocomplete';
import { UnitSelect } from '@/components/movement-lines/unit-select';
import { newBundleRow } from './product-payload';
import type { BundleRowInput } from './product-form-schema';

export type BundleRowErrors = { bundleItem?: string; bundleQuantity?: string; bundleUomId?: string };

export type BundleEditorProps = {
  rows: BundleRowInput[];
  onChange: (rows: BundleRowInput[]) => void;
  /** An error of the whole list (e.g. 'A bundle needs at least one item.'). */
  error?: string;
  rowErrors?: (BundleRowErrors | undefined)[];
  /** The bundle being edited: it cannot contain itself. */
  bundleId?: number | null;
  disabled?: boolean;
};

// A bundle is made of products and services; never of another bundle, nor of a serial-tracked
// product (selling the bundle names no serial numbers).
const ITEM_TYPES = ['PRODUCT', 'SERVICE'] as const;

/**
 * The items of a BUNDLE: a product (or service), how many of it, in which of its units. A bundle's
 * stock is its components'. Enter in a quantity adds the next line.
 */
export function BundleEditor({ rows, onChange, error, rowErrors = [], bundleId = null, disabled = false }: BundleEditorProps) {
  const itemInputs = useRef(new Map<string, HTMLInputElement>());
  const focusKey = useRef<string | null>(null);

  useEffect(() => {
    if (focusKey.current) {
      itemInputs.current.get(focusKey.current)?.focus();
      focusKey.current = null;
    }
  }, [rows]);

  const update = (key: string, change: Partial<BundleRowInput>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    const row = newBundleRow();
    focusKey.current = row.key;
    onChange([...rows, row]);
  };
  const remove = (key: string) => onChange(rows.filter((row) => row.key !== key));

  return (
    <Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No items yet. Add the products this bundle is made of.
        </Typography>
      ) : (
        <Stack spacing={1.5} role="list" aria-label="Bundle items">
          {rows.map((row, index) => {
            const errors = rowErrors[index];
            const item = row.bundleItem;
            const others = rows.filter((r) => r.key !== row.key && r.bundleItem).map((r) => r.bundleItem!.id);
            return (
              <Box
                key={row.key}
                role="listitem"
                aria-label={`Bundle item ${index + 1}`}
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr 1fr auto', md: 'minmax(240px, 3fr) minmax(90px, 1fr) minmax(140px, 1.4fr) auto' },
                  alignItems: 'start',
                }}
              >
                <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                  <ProductAutocomplete
                    label={`Item ${index + 1}`}
                    value={item}
                    types={ITEM_TYPES}
                    serialized={false}
                    excludeIds={bundleId ? [bundleId, ...others] : others}
                    disabled={disabled}
                    required
                    error={Boolean(errors?.bundleItem)}
                    helperText={
                      errors?.bundleItem ?? (item ? `${item.sku} · ${formatMoney(item.basePrice)} per ${item.unit ?? 'unit'}` : undefined)
                    }
                    inputRef={(element) => {
                      if (element) itemInputs.current.set(row.key, element);
                      else itemInputs.current.delete(row.key);
                    }}
                    onChange={(product) => update(row.key, { bundleItem: product, bundleUomId: product ? product.unitOfMeasureId : '' })}
                  />
                </Box>
                <TextField
                  size="small"
                  label="Quantity"
                  required
                  value={row.bundleQuantity}
                  disabled={disabled}
                  onChange={(event) => update(row.key, { bundleQuantity: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add();
                    }
                  }}
                  error={Boolean(errors?.bundleQuantity)}
                  helperText={errors?.bundleQuantity}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Quantity of item ${index + 1}` } }}
                />
                <UnitSelect
                  label="Unit"
                  unitClassId={item?.unitClassId}
                  value={row.bundleUomId}
                  required
                  disabled={disabled || !item}
                  onChange={(unitId) => update(row.key, { bundleUomId: unitId })}
                  error={Boolean(errors?.bundleUomId)}
                  {...(errors?.bundleUomId ? { helperText: errors.bundleUomId } : {})}
                />
                <Tooltip title="Remove item">
                  <span>
                    <IconButton aria-label={`Remove item ${index + 1}`} onClick={() => remove(row.key)} disabled={disabled}>
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            );
          })}
        </Stack>
      )}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Button startIcon={<AddIcon />} onClick={add} disabled={disabled} sx={{ mt: 1 }}>
        Add Item
      </Button>
    </Box>
  );
}
