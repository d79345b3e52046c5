import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { Box, Chip, Stack } from '@mui/material';
import { FormTextField } from '@/components/dialogs/form-fields';
import { RemoveRowButton, RowList } from './row-list';
import type { UnitClassFormInput } from './unit-class-form-schema';

/** How a unit row reads against the base unit, e.g. "1 dozen = 12 piece". */
function conversionText(unit: string, factor: string, baseName: string | undefined): string | undefined {
  const n = Number(factor);
  if (!baseName || factor.trim() === '' || !Number.isFinite(n) || n <= 0 || n === 1) return undefined;
  return `1 ${unit.trim() || 'unit'} = ${factor.trim()} ${baseName}`;
}

/**
 * The units of a class with each one's factor to the base unit (piece = 1, dozen = 12, box = 24):
 * rows can be added and removed; the base unit is the one with factor 1.
 */
export function UnitRowsEditor({ control }: { control: Control<UnitClassFormInput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'units' });
  const rows = useWatch({ control, name: 'units' }) ?? [];
  const { errors } = useFormState({ control, name: 'units' });
  const listError = errors.units?.root?.message ?? errors.units?.message;
  const base = rows.find((r) => Number(r.factor) === 1);
  const baseName = base?.unit?.trim() || undefined;

  return (
    <RowList
      id="unit-rows-heading"
      title="Units"
      hint="The base unit has factor 1; every other unit's factor is how many base units it holds (piece = 1, dozen = 12, box = 24)."
      error={listError}
      count={fields.length}
      addLabel="Add Unit"
      onAdd={() => append({ unit: '', factor: '' })}
    >
      {fields.map((field, index) => {
        const row = rows[index] ?? { unit: '', factor: '' };
        const isBase = Number(row.factor) === 1;
        return (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`units.${index}.unit`}
              label="Unit"
              size="small"
              required
              sx={{ flex: 1.2 }}
              slotProps={{ htmlInput: { 'aria-label': `Unit ${index + 1}` } }}
            />
            <FormTextField
              control={control}
              name={`units.${index}.factor`}
              label={baseName && !isBase ? `Factor (${baseName})` : 'Factor'}
              size="small"
              required
              sx={{ flex: 1 }}
              helperText={conversionText(row.unit ?? '', String(row.factor ?? ''), baseName)}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Factor ${index + 1}` } }}
            />
            <Box sx={{ width: 64, pt: 1, display: 'flex', justifyContent: 'center' }}>
              {isBase ? <Chip size="small" color="primary" variant="outlined" label="Base" /> : null}
            </Box>
            <RemoveRowButton title="Remove unit" index={index} count={fields.length} onRemove={() => remove(index)} />
          </Stack>
        );
      })}
    </RowList>
  );
}
