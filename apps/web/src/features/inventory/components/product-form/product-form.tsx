import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useFocusFirstInvalid } from '@/components/dialogs/focus-first-invalid';
import { EntityAutocomplete } from '@/components/autocomplete/entity-autocomplete';
import { ProductBrandAutocomplete } from '@/components/autocomplete/product-brand-autocomplete';
import { SupplierAutocomplete } from '@/components/autocomplete/supplier-autocomplete';
import { formatMoney } from '@/lib/format';
import { ProductCategoryAutocomplete } from '@/components/autocomplete/product-category-autocomplete';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFeatureFlag } from '@/lib/feature-flags';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSaveProduct, type ProductSaveResult } from '../../api/save-product';
import { useUnitClassOptions } from '@/lib/reference-data/units';
import { useUnitClassUnits } from '@/lib/reference-data/units';
import { markupPercent } from '@/lib/quantity';
import { PRODUCT_TYPE_LABELS, type NamedRecord, type Product } from '../../types';
import { SPECIAL_DISCOUNT_CLASS_LABELS, SPECIAL_DISCOUNT_CLASSES, VAT_CLASS_LABELS, VAT_CLASSES } from '@oim/shared/pos/tax';
import { ChipsInput } from '@/components/movement-lines/chips-input';
import { unitLabel } from '@/components/movement-lines/unit-select';
import { BundleEditor, type BundleRowErrors } from './bundle-editor';
import { PRODUCT_TYPES_IN_ORDER, productFormSchema, type ProductFormInput, type ProductFormValues } from './product-form-schema';
import { buildProductSave, productFormDefaults, type ProductFlags, type ProductPermissions } from './product-payload';
import { UnitPricesEditor } from './unit-prices-editor';

export const PRODUCT_FORM_ID = 'product-form';

/** Server field names → the form's fields. */
const SERVER_FIELDS: Record<string, FieldPath<ProductFormInput>> = {
  sku: 'sku',
  productName: 'productName',
  description: 'description',
  type: 'type',
  productCategoryId: 'productCategory',
  productBrandId: 'productBrand',
  preferredSupplierId: 'preferredSupplier',
  unitClassId: 'unitClassId',
  unitOfMeasureId: 'unitOfMeasureId',
  basePrice: 'basePrice',
  cost: 'cost',
  minimumPrice: 'minimumPrice',
  reorderPoint: 'reorderPoint',
  isSerialized: 'isSerialized',
  isActive: 'isActive',
  vatClass: 'vatClass',
  specialDiscountClass: 'specialDiscountClass',
  commissionTemplateId: 'commissionTemplate',
  pricingScheduleTemplateId: 'pricingScheduleTemplate',
  pricingGroupId: 'pricingGroup',
  barcodes: 'barcodes',
  productPrices: 'unitPrices',
  bundleProducts: 'bundleProducts',
};
const BUNDLE_FIELDS: Record<string, keyof BundleRowErrors> = {
  bundleItemId: 'bundleItem',
  bundleQuantity: 'bundleQuantity',
  bundleUomId: 'bundleUomId',
};

/** Where a server error such as 'bundleProducts.1.bundleUomId' or 'barcodes.0' goes on the form. */
export function formFieldOf(serverField: string): FieldPath<ProductFormInput> | null {
  const [head, index, leaf] = serverField.split('.');
  if (head === 'bundleProducts' && index !== undefined && leaf && BUNDLE_FIELDS[leaf]) {
    return `bundleProducts.${Number(index)}.${BUNDLE_FIELDS[leaf]}` as FieldPath<ProductFormInput>;
  }
  return head ? (SERVER_FIELDS[head] ?? null) : null;
}

function Section({ title, subheader, children }: { title: string; subheader?: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

function TemplatePicker({
  resource,
  label,
  value,
  onChange,
  disabled,
  error,
  helperText,
}: {
  resource: string;
  label: string;
  value: NamedRecord | null;
  onChange: (value: NamedRecord | null) => void;
  disabled?: boolean;
  error?: string | undefined;
  helperText?: string;
}) {
  return (
    <EntityAutocomplete<NamedRecord>
      resource={resource}
      nameField="name"
      label={label}
      value={value}
      onChange={onChange}
      {...(disabled ? { disabled } : {})}
      error={Boolean(error)}
      {...(error || helperText ? { helperText: error ?? helperText } : {})}
    />
  );
}

export type ProductFormProps = {
  /** The product to edit; null makes a new one. */
  product: Product | null;
  onSaved: (result: ProductSaveResult) => void;
  onCancel: () => void;
  /** Shown beside the form on wide screens (the images card). */
  aside?: ReactNode;
};

/**
 * The product page's form (issue 5 item 1): details, units and prices per unit, stock rules,
 * bundle items, barcodes, and the flagged commission, pricing and warranty templates. Cost and
 * markup show only with their permissions; flagged fields only while their flags are on.
 */
export function ProductForm({ product, onSaved, onCancel, aside }: ProductFormProps) {
  const isUpdate = product !== null;
  const mayEdit = useCan(isUpdate ? 'Edit Products' : 'Create Products');
  const can: ProductPermissions = {
    viewCost: useCan('View Product Cost'),
    addCost: useCan('Add Product Cost'),
    viewMarkup: useCan('View Product Markup'),
    savePrice: useCan('Save Product Price'),
    deletePrice: useCan('Delete Product Price'),
    assignPricingSchedule: useCan('Assign Pricing Schedule Template'),
    clearPricingSchedule: useCan('Clear Pricing Schedule Template'),
    assignWarranty: useCan('Assign Warranty Template'),
    removeWarranty: useCan('Remove Warranty Template'),
  };
  const flags: ProductFlags = {
    commission: useFeatureFlag('commission_module'),
    pricingSchedule: useFeatureFlag('pricing_schedule_module'),
    pricingGroups: useFeatureFlag('pricing_groups_module'),
    warranty: useFeatureFlag('rma_warranty_module'),
  };
  const save = useSaveProduct();
  const unitClasses = useUnitClassOptions();

  const defaults = useMemo(() => productFormDefaults(product), [product]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({
    // The schema reads the form's text and '' selects (its zod input type is looser than the form's).
    resolver: zodResolver(productFormSchema) as unknown as Resolver<ProductFormInput, unknown, ProductFormValues>,
    defaultValues: defaults,
  });

  const type = watch('type');
  const unitClassId = watch('unitClassId');
  const unitOfMeasureId = watch('unitOfMeasureId');
  const basePrice = watch('basePrice');
  const cost = watch('cost');
  // Receipts set the cost (the moving average); the last one says what was paid, and to whom.
  const lastPurchase =
    product?.lastPurchaseCost !== undefined && product.lastPurchaseCost !== null
      ? `Average cost. Last bought at ${formatMoney(product.lastPurchaseCost)}${product.lastSupplier ? ` from ${product.lastSupplier.supplierName}` : ''}.`
      : null;
  const classId = typeof unitClassId === 'number' ? unitClassId : null;
  const unitsQuery = useUnitClassUnits(classId);
  const units = useMemo(() => unitsQuery.data ?? [], [unitsQuery.data]);

  // A new class starts at its base unit; a unit of another class is never kept.
  useEffect(() => {
    if (units.length === 0) return;
    if (!units.some((u) => u.id === unitOfMeasureId)) {
      const base = units.find((u) => u.isBase) ?? units[0]!;
      setValue('unitOfMeasureId', base.id, { shouldValidate: unitOfMeasureId !== '' });
    }
  }, [units, unitOfMeasureId, setValue]);

  const field = (name: 'sku' | 'productName' | 'description' | 'basePrice' | 'minimumPrice' | 'cost' | 'reorderPoint') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message, disabled: !mayEdit };
  };

  const submit = async (values: ProductFormValues) => {
    const plan = buildProductSave(values, { original: product, units, can, flags });
    try {
      const result = await save.mutateAsync(
        isUpdate
          ? {
              mode: 'update',
              id: product.id,
              body: plan.body,
              prices: plan.prices,
              ...(plan.warrantyTemplateId !== undefined ? { warrantyTemplateId: plan.warrantyTemplateId } : {}),
            }
          : {
              mode: 'create',
              body: plan.body,
              ...(plan.warrantyTemplateId !== undefined ? { warrantyTemplateId: plan.warrantyTemplateId } : {}),
            },
      );
      if (result.followUpErrors.length > 0) notify.error(`The product was saved, but: ${result.followUpErrors.join(' ')}`);
      else notify.success(result.message || (isUpdate ? 'Updated successfully.' : 'Created successfully.'));
      onSaved(result);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [serverField, messages] of Object.entries(error.errors)) {
          const target = formFieldOf(serverField);
          if (target && messages[0]) setError(target, { type: 'server', message: messages[0] });
        }
      }
      notify.error(errorMessage(error));
    }
  };

  const unitPriceErrors = Object.fromEntries(
    Object.entries((errors.unitPrices as Record<string, { message?: string }> | undefined) ?? {}).map(([k, v]) => [k, v?.message]),
  );
  const bundleErrors = errors.bundleProducts as
    ({ message?: string; root?: { message?: string } } & Record<number, Record<string, { message?: string }> | undefined>) | undefined;
  const bundleRowErrors: (BundleRowErrors | undefined)[] = Array.isArray(bundleErrors)
    ? (bundleErrors as (Record<string, { message?: string }> | undefined)[]).map((row) =>
        row
          ? { bundleItem: row.bundleItem?.message, bundleQuantity: row.bundleQuantity?.message, bundleUomId: row.bundleUomId?.message }
          : undefined,
      )
    : [];
  const savedPrice = (uomId: number) => product?.productPrices?.some((p) => p.uomId === uomId && product.unitClassId === classId) ?? false;
  const markup = can.viewCost ? markupPercent(basePrice ?? '', cost ?? '') : product?.markup != null ? String(product.markup) : null;
  const focusAfterSave = useFocusFirstInvalid();
  const onSubmit = handleSubmit(submit, () => notify.error('Please correct the errors before saving.', { action: 'Close' }));
  const showTemplates = flags.commission || flags.pricingSchedule || flags.pricingGroups || flags.warranty;
  const saving = save.isPending;

  return (
    <Box
      component="form"
      id={PRODUCT_FORM_ID}
      ref={focusAfterSave.ref}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event).then(focusAfterSave.afterSubmit)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: aside ? 'minmax(0, 1fr) 340px' : '1fr' }, alignItems: 'start' }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title="Product Details">
          <Box sx={grid}>
            <TextField size="small" label="SKU" required autoFocus={!isUpdate} {...field('sku')} />
            <TextField
              size="small"
              label="Product Name"
              required
              {...field('productName')}
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
            <TextField size="small" label="Description" multiline minRows={2} {...field('description')} sx={{ gridColumn: '1 / -1' }} />
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
        </Section>

        <Section title="Units and Prices">
          <Box sx={grid}>
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
            <TextField
              size="small"
              label="Base Price"
              {...field('basePrice')}
              helperText={errors.basePrice?.message}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
              }}
            />
            <TextField
              size="small"
              label="Minimum Price"
              {...field('minimumPrice')}
              helperText={errors.minimumPrice?.message ?? 'Lowest price without Override Prices, when the shop requires it.'}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
              }}
            />
            {can.viewCost ? (
              <TextField
                size="small"
                label="Cost"
                {...field('cost')}
                disabled={!mayEdit || !can.addCost}
                helperText={
                  errors.cost?.message ??
                  lastPurchase ??
                  (can.addCost ? 'What one base unit costs you.' : 'Setting the cost needs Add Product Cost.')
                }
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
                }}
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
                basePrice={basePrice ?? ''}
                prices={f.value}
                onChange={f.onChange}
                errors={unitPriceErrors}
                canEdit={mayEdit && (!isUpdate || can.savePrice)}
                canClear={(uomId) => mayEdit && (!isUpdate || !savedPrice(uomId) || can.deletePrice)}
              />
            )}
          />
          {typeof errors.unitPrices?.message === 'string' ? <FormHelperText error>{errors.unitPrices.message}</FormHelperText> : null}
        </Section>

        {type === 'PRODUCT' ? (
          <Section title="Stock">
            <Box sx={grid}>
              <TextField
                size="small"
                label="Reorder Point"
                {...field('reorderPoint')}
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
          </Section>
        ) : null}

        {type === 'BUNDLE' ? (
          <Section title="Bundle Items" subheader="What one bundle is made of.">
            <Controller
              control={control}
              name="bundleProducts"
              render={({ field: f }) => (
                <BundleEditor
                  rows={f.value}
                  onChange={f.onChange}
                  bundleId={product?.id ?? null}
                  disabled={!mayEdit}
                  rowErrors={bundleRowErrors}
                  {...(bundleErrors?.message || bundleErrors?.root?.message
                    ? { error: bundleErrors.message ?? bundleErrors.root?.message }
                    : {})}
                />
              )}
            />
          </Section>
        ) : null}

        <Section title="Barcodes">
          <Controller
            control={control}
            name="barcodes"
            render={({ field: f }) => (
              <ChipsInput
                label="Barcodes"
                value={f.value}
                onChange={f.onChange}
                disabled={!mayEdit}
                caseInsensitive={false}
                placeholder="Scan or type a barcode"
                error={Boolean(errors.barcodes)}
                helperText={errors.barcodes?.message ?? 'Press Enter after each barcode.'}
              />
            )}
          />
        </Section>

        {showTemplates ? (
          <Section title="Commission, Pricing and Warranty">
            <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {flags.commission ? (
                <Controller
                  control={control}
                  name="commissionTemplate"
                  render={({ field: f }) => (
                    <TemplatePicker
                      resource="masterfile/commission-templates"
                      label="Commission Template"
                      value={f.value ?? null}
                      onChange={f.onChange}
                      disabled={!mayEdit}
                      error={errors.commissionTemplate?.message}
                    />
                  )}
                />
              ) : null}
              {flags.pricingSchedule ? (
                <Controller
                  control={control}
                  name="pricingScheduleTemplate"
                  render={({ field: f }) => (
                    <TemplatePicker
                      resource="pricing-schedules/templates"
                      label="Pricing Schedule Template"
                      value={f.value ?? null}
                      onChange={(v) => {
                        // Clearing needs Clear, choosing needs Assign Pricing Schedule Template.
                        if (v === null ? can.clearPricingSchedule : can.assignPricingSchedule) f.onChange(v);
                      }}
                      disabled={!mayEdit || (!can.assignPricingSchedule && !can.clearPricingSchedule)}
                      error={errors.pricingScheduleTemplate?.message}
                      {...(!can.assignPricingSchedule ? { helperText: 'Choosing one needs Assign Pricing Schedule Template.' } : {})}
                    />
                  )}
                />
              ) : null}
              {flags.pricingGroups ? (
                <Controller
                  control={control}
                  name="pricingGroup"
                  render={({ field: f }) => (
                    <TemplatePicker
                      resource="masterfile/product-pricing-groups"
                      label="Pricing Group"
                      value={f.value ?? null}
                      onChange={f.onChange}
                      disabled={!mayEdit}
                      error={errors.pricingGroup?.message}
                    />
                  )}
                />
              ) : null}
              {flags.warranty ? (
                <Controller
                  control={control}
                  name="warrantyTemplate"
                  render={({ field: f }) => (
                    <TemplatePicker
                      resource="masterfile/warranty-templates"
                      label="Warranty Template"
                      value={f.value ?? null}
                      onChange={(v) => {
                        if (v === null ? can.removeWarranty : can.assignWarranty) f.onChange(v);
                      }}
                      disabled={!mayEdit || (!can.assignWarranty && !can.removeWarranty)}
                      error={errors.warrantyTemplate?.message}
                      {...(!can.assignWarranty ? { helperText: 'Choosing one needs Assign Warranty Template.' } : {})}
                    />
                  )}
                />
              ) : null}
            </Box>
          </Section>
        ) : null}

        {mayEdit ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {isUpdate ? 'Update Product' : 'Create Product'}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {aside ? <Box sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 88 } }}>{aside}</Box> : null}
    </Box>
  );
}
