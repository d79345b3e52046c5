import { Controller } from 'react-hook-form';
import { Box, FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { SupplierAutocomplete } from '@/components/autocomplete/supplier-autocomplete';
import { FIELD_GRID, FormSection, type ProductSectionProps, type TextFieldProps } from './form-section';

/** A stocked product's reorder point, preferred supplier and serial tracking. */
export function StockSection({ control, errors, mayEdit, text }: ProductSectionProps & { text: TextFieldProps }) {
  return (
    <FormSection title="Stock">
      <Box sx={FIELD_GRID}>
        <TextField
          size="small"
          label="Reorder Point"
          {...text('reorderPoint')}
          helperText={errors.reorderPoint?.message ?? 'The low-stock report lists it at or below this.'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Controller
          control={control}
          name="preferredSupplier"
          render={({ field: f }) => (
            <SupplierAutocomplete
              label="Preferred Supplier"
              value={f.value ?? null}
              onChange={f.onChange}
              size="small"
              disabled={!mayEdit}
              error={Boolean(errors.preferredSupplier)}
              helperText={errors.preferredSupplier?.message ?? 'Suggested purchase orders for low stock go to this supplier.'}
            />
          )}
        />
        <Controller
          control={control}
          name="isSerialized"
          render={({ field: f }) => (
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(f.value)}
                    onChange={(event) => f.onChange(event.target.checked)}
                    slotProps={{ input: { ref: f.ref } }}
                    disabled={!mayEdit}
                  />
                }
                label="Serial-tracked"
              />
              <FormHelperText error={Boolean(errors.isSerialized)} sx={{ mt: 0 }}>
                {errors.isSerialized?.message ?? 'Each unit moves with its own serial number.'}
              </FormHelperText>
            </Box>
          )}
        />
      </Box>
    </FormSection>
  );
}
