import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { InputAdornment, Stack } from '@mui/material';
import type { pricingScheduleTemplateBody } from '@oim/shared/schemas/masterfile';
import { FormTextField } from '@/components/dialogs/form-fields';
import { RemoveRowButton, RowList } from './row-list';
import { formatRate, formatQuantity } from './value-formats';

export type PricingScheduleFormInput = z.input<typeof pricingScheduleTemplateBody>;

/** What a break gives, e.g. "10 or more: ₱90.00 each" or "10 or more: 5% off". */
function breakSummary(type: string, minQuantity: string, value: string): string | undefined {
  const q = Number(minQuantity);
  const v = Number(value);
  if (minQuantity.trim() === '' || value.trim() === '' || !Number.isFinite(q) || !Number.isFinite(v) || q <= 0) return undefined;
  return type === 'percentage_off'
    ? `${formatQuantity(q)} or more: ${formatRate(type, v)} off`
    : `${formatQuantity(q)} or more: ${formatRate(type, v)} each`;
}

/**
 * The quantity breaks of a pricing schedule: from a minimum quantity (in the product's base unit)
 * on, a unit price or a percentage off. Rows can be added and removed.
 */
export function PricingBreaksEditor({ control }: { control: Control<PricingScheduleFormInput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'breaks' });
  const rows = useWatch({ control, name: 'breaks' }) ?? [];
  const type = useWatch({ control, name: 'type' });
  const { errors } = useFormState({ control, name: 'breaks' });
  const listError = errors.breaks?.root?.message ?? errors.breaks?.message;
  const isPercentage = type === 'percentage_off';

  return (
    <RowList
      id="pricing-breaks-heading"
      title="Quantity Breaks"
      hint="Quantities are in the product's base unit. A line of at least the minimum quantity gets that break; the highest break reached applies."
      error={listError}
      count={fields.length}
      addLabel="Add Break"
      onAdd={() => append({ minQuantity: '', value: '' })}
    >
      {fields.map((field, index) => {
        const row = rows[index] ?? { minQuantity: '', value: '' };
        return (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`breaks.${index}.minQuantity`}
              label="Minimum Quantity"
              size="small"
              required
              sx={{ flex: 1 }}
              helperText={breakSummary(type ?? 'unit_price', String(row.minQuantity ?? ''), String(row.value ?? ''))}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Minimum Quantity ${index + 1}` } }}
            />
            <FormTextField
              control={control}
              name={`breaks.${index}.value`}
              label={isPercentage ? 'Percentage Off' : 'Unit Price'}
              size="small"
              required
              sx={{ flex: 1 }}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'aria-label': `${isPercentage ? 'Percentage Off' : 'Unit Price'} ${index + 1}` },
                input: isPercentage
                  ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
                  : { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
              }}
            />
            <RemoveRowButton title="Remove break" index={index} count={fields.length} onRemove={() => remove(index)} />
          </Stack>
        );
      })}
    </RowList>
  );
}
