import { Controller } from 'react-hook-form';
import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { ProductBrandAutocomplete } from '@/components/autocomplete/product-brand-autocomplete';
import { ProductCategoryAutocomplete } from '@/components/autocomplete/product-category-autocomplete';
import { PRODUCT_TYPE_LABELS } from '../../types';
import { FIELD_GRID, FormSection, type ProductSectionProps, type TextFieldProps } from './form-section';
import { PRODUCT_TYPES_IN_ORDER } from './product-form-schema';

/** SKU, name, type, category, brand, description and whether the product is active. */
export function DetailsSection({ control, errors, mayEdit, text, isNew }: ProductSectionProps & { text: TextFieldProps; isNew: boolean }) {
  return (
    <FormSection title="Product Details">
      <Box sx={FIELD_GRID}>
        <TextField size="small" label="SKU" required autoFocus={isNew} {...text('sku')} />
        <TextField
          size="small"
          label="Product Name"
          required
          {...text('productName')}
          sx={{ gridColumn: { sm: 'span 1', lg: 'span 2' } }}
        />
        <Controller
          control={control}
          name="type"
          render={({ field: f }) => (
            <TextField
              size="small"
              select
              label="Type"
              required
              name={f.name}
              inputRef={f.ref}
              value={f.value}
              onChange={(event) => f.onChange(event.target.value)}
              onBlur={f.onBlur}
              disabled={!mayEdit}
              error={Boolean(errors.type)}
              helperText={
                errors.type?.message ??
                (f.value === 'BUNDLE' ? 'Its stock is its items’ stock.' : f.value === 'SERVICE' ? 'No stock is kept.' : undefined)
              }
            >
              {PRODUCT_TYPES_IN_ORDER.map((t) => (
                <MenuItem key={t} value={t}>
                  {PRODUCT_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="productCategory"
          render={({ field: f }) => (
            <ProductCategoryAutocomplete
              value={f.value ?? null}
              onChange={f.onChange}
              size="small"
              disabled={!mayEdit}
              error={Boolean(errors.productCategory)}
              {...(errors.productCategory?.message ? { helperText: errors.productCategory.message } : {})}
            />
          )}
        />
        <Controller
          control={control}
          name="productBrand"
          render={({ field: f }) => (
            <ProductBrandAutocomplete
              value={f.value ?? null}
              onChange={f.onChange}
              size="small"
              disabled={!mayEdit}
              error={Boolean(errors.productBrand)}
              {...(errors.productBrand?.message ? { helperText: errors.productBrand.message } : {})}
            />
          )}
        />
        <TextField size="small" label="Description" multiline minRows={2} {...text('description')} sx={{ gridColumn: '1 / -1' }} />
        <Controller
          control={control}
          name="isActive"
          render={({ field: f }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={Boolean(f.value)}
                  onChange={(event) => f.onChange(event.target.checked)}
                  slotProps={{ input: { ref: f.ref } }}
                  disabled={!mayEdit}
                />
              }
              label="Active"
            />
          )}
        />
      </Box>
    </FormSection>
  );
}
