import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { Box, Button, FormHelperText, IconButton, InputAdornment, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { pricingScheduleTemplateBody } from '@oim/shared/schemas/masterfile';
import { FormTextField } from '@/components/dialogs/form-fields';
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
    <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-labelledby="pricing-breaks-heading">
      <Typography id="pricing-breaks-heading" variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Quantity Breaks
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Quantities are in the product&apos;s base unit. A line of at least the minimum quantity gets that break; the highest break reached
        applies.
      </Typography>
      <Stack spacing={1.5}>
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
              <Tooltip title="Remove break">
                <span>
                  <IconButton
                    aria-label={`Remove break ${index + 1}`}
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                    sx={{ mt: 0.25 }}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          );
        })}
      </Stack>
      {listError ? (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {listError}
        </FormHelperText>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        size="small"
        sx={{ mt: 1 }}
        onClick={() => append({ minQuantity: '', value: '' })}
        disabled={fields.length >= 50}
      >
        Add Break
      </Button>
    </Box>
  );
}
