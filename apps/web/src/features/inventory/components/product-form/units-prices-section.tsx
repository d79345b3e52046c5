import { Controller, type UseFormSetValue } from 'react-hook-form';
import { Box, FormHelperText, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import { SPECIAL_DISCOUNT_CLASS_LABELS, SPECIAL_DISCOUNT_CLASSES, VAT_CLASS_LABELS, VAT_CLASSES } from '@oim/shared/pos/tax';
import { unitLabel } from '@/components/movement-lines/unit-select';
import { useUnitClassOptions } from '@/lib/reference-data/units';
import type { UnitOfMeasure } from '../../types';
import { FIELD_GRID, FormSection, type ProductSectionProps, type TextFieldProps } from './form-section';
import type { ProductFormInput } from './product-form-schema';
import type { ProductPermissions } from './product-payload';
import { UnitPricesEditor } from './unit-prices-editor';

const pesoInput = {
  htmlInput: { inputMode: 'decimal' },
  input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
} as const;

export type UnitsPricesSectionProps = ProductSectionProps & {
  text: TextFieldProps;
  setValue: UseFormSetValue<ProductFormInput>;
  /** The units of the chosen class, and the class (null before one is chosen). */
  units: UnitOfMeasure[];
  classId: number | null;
  unitOfMeasureId: ProductFormInput['unitOfMeasureId'];
  basePrice: string;
  /** The markup shown (percent text), or null for a dash. */
  markup: string | null;
  /** The cost's hint from the last purchase, or null before the first. */
  lastPurchase: string | null;
  can: ProductPermissions;
  isUpdate: boolean;
  /** Whether the unit has a price saved on the product (clearing it needs Delete Product Price). */
  savedPrice: (uomId: number) => boolean;
};

/** The unit class and base unit, the prices and cost, the tax classes, and a price per unit. */
export function UnitsPricesSection({
  control,
  errors,
  mayEdit,
  text,
  setValue,
  units,
  classId,
  unitOfMeasureId,
  basePrice,
  markup,
  lastPurchase,
  can,
  isUpdate,
  savedPrice,
}: UnitsPricesSectionProps) {
  const unitClasses = useUnitClassOptions();
  const unitPriceErrors = Object.fromEntries(
    Object.entries((errors.unitPrices as Record<string, { message?: string }> | undefined) ?? {}).map(([k, v]) => [k, v?.message]),
  );
  return (
    <FormSection title="Units and Prices">
      <Box sx={FIELD_GRID}>
        <Controller
          control={control}
          name="unitClassId"
          render={({ field: f }) => (
            <TextField
              size="small"
              select
              label="Unit Class"
              required
              name={f.name}
              inputRef={f.ref}
              value={unitClasses.data?.some((c) => c.id === f.value) ? f.value : ''}
              onChange={(event) => {
                f.onChange(event.target.value === '' ? '' : Number(event.target.value));
                setValue('unitOfMeasureId', '');
              }}
              onBlur={f.onBlur}
              disabled={!mayEdit}
              error={Boolean(errors.unitClassId) || Boolean(unitClasses.error)}
              helperText={errors.unitClassId?.message ?? (unitClasses.error ? 'The unit classes could not be loaded.' : undefined)}
            >
              {unitClasses.isLoading ? (
                <MenuItem value="" disabled>
                  Loading...
                </MenuItem>
              ) : null}
              {(unitClasses.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="unitOfMeasureId"
          render={({ field: f }) => (
            <TextField
              size="small"
              select
              label="Base Unit"
              required
              name={f.name}
              inputRef={f.ref}
              value={units.some((u) => u.id === f.value) ? f.value : ''}
              onChange={(event) => f.onChange(event.target.value === '' ? '' : Number(event.target.value))}
              onBlur={f.onBlur}
              disabled={!mayEdit || classId === null}
              error={Boolean(errors.unitOfMeasureId)}
              helperText={errors.unitOfMeasureId?.message ?? 'The unit the base price is for.'}
            >
              {units.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {unitLabel(u, units)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField size="small" label="Base Price" {...text('basePrice')} helperText={errors.basePrice?.message} slotProps={pesoInput} />
        <TextField
          size="small"
          label="Minimum Price"
          {...text('minimumPrice')}
          helperText={errors.minimumPrice?.message ?? 'Lowest price without Override Prices, when the shop requires it.'}
          slotProps={pesoInput}
        />
        {can.viewCost ? (
          <TextField
            size="small"
            label="Cost"
            {...text('cost')}
            disabled={!mayEdit || !can.addCost}
            helperText={
              errors.cost?.message ??
              lastPurchase ??
              (can.addCost ? 'What one base unit costs you.' : 'Setting the cost needs Add Product Cost.')
            }
            slotProps={pesoInput}
          />
        ) : null}
        {can.viewMarkup ? (
          <TextField
            size="small"
            label="Markup"
            value={markup ?? ''}
            placeholder="—"
            helperText="Over cost, from the base price."
            slotProps={{
              htmlInput: { readOnly: true, 'aria-readonly': true },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        ) : null}
        <Controller
          control={control}
          name="vatClass"
          render={({ field: f }) => (
            <TextField
              select
              size="small"
              label="VAT Class"
              value={f.value}
              onChange={(event) => f.onChange(event.target.value)}
              inputRef={f.ref}
              disabled={!mayEdit}
              error={Boolean(errors.vatClass)}
              helperText={errors.vatClass?.message ?? 'On a VAT-registered shop: how its sales count (prices include VAT).'}
            >
              {VAT_CLASSES.map((c) => (
                <MenuItem key={c} value={c}>
                  {VAT_CLASS_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="specialDiscountClass"
          render={({ field: f }) => (
            <TextField
              select
              size="small"
              label="Senior Citizen / PWD Discount"
              value={f.value}
              onChange={(event) => f.onChange(event.target.value)}
              inputRef={f.ref}
              disabled={!mayEdit}
              error={Boolean(errors.specialDiscountClass)}
              helperText={
                errors.specialDiscountClass?.message ??
                'Full: the 20% (medicines and the like). Basic necessity: the 5% on groceries, up to the weekly cap. None: no discount.'
              }
            >
              {SPECIAL_DISCOUNT_CLASSES.map((c) => (
                <MenuItem key={c} value={c}>
                  {SPECIAL_DISCOUNT_CLASS_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1, mb: 1.5 }}>
        Prices per unit
      </Typography>
      <Controller
        control={control}
        name="unitPrices"
        render={({ field: f }) => (
          <UnitPricesEditor
            units={units}
            productUnitId={unitOfMeasureId}
            basePrice={basePrice}
            prices={f.value}
            onChange={f.onChange}
            errors={unitPriceErrors}
            canEdit={mayEdit && (!isUpdate || can.savePrice)}
            canClear={(uomId) => mayEdit && (!isUpdate || !savedPrice(uomId) || can.deletePrice)}
          />
        )}
      />
      {typeof errors.unitPrices?.message === 'string' ? <FormHelperText error>{errors.unitPrices.message}</FormHelperText> : null}
    </FormSection>
  );
}
