import { useEffect, useMemo, type FormEvent, type ReactNode } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useFocusFirstInvalid } from '@/components/dialogs/focus-first-invalid';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFeatureFlag } from '@/lib/feature-flags';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { markupPercent } from '@/lib/quantity';
import { useUnitClassUnits } from '@/lib/reference-data/units';
import { useSaveProduct, type ProductSaveResult } from '../../api/save-product';
import type { Product } from '../../types';
import { BarcodesSection } from './barcodes-section';
import type { BundleRowErrors } from './bundle-editor';
import { BundleSection } from './bundle-section';
import { DetailsSection } from './details-section';
import type { ProductSectionProps, TextFieldProps } from './form-section';
import { productFormSchema, type ProductFormInput, type ProductFormValues } from './product-form-schema';
import { buildProductSave, productFormDefaults, type ProductFlags, type ProductPermissions } from './product-payload';
import { TemplatesSection } from './template-pickers';
import { StockSection } from './stock-section';
import { UnitsPricesSection } from './units-prices-section';

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

  const text: TextFieldProps = (name) => {
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

  const savedPrice = (uomId: number) => product?.productPrices?.some((p) => p.uomId === uomId && product.unitClassId === classId) ?? false;
  const markup = can.viewCost ? markupPercent(basePrice ?? '', cost ?? '') : product?.markup != null ? String(product.markup) : null;
  const focusAfterSave = useFocusFirstInvalid();
  const onSubmit = handleSubmit(submit, () => notify.error('Please correct the errors before saving.', { action: 'Close' }));
  const saving = save.isPending;
  const section: ProductSectionProps = { control, errors, mayEdit };

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
        <DetailsSection {...section} text={text} isNew={!isUpdate} />
        <UnitsPricesSection
          {...section}
          text={text}
          setValue={setValue}
          units={units}
          classId={classId}
          unitOfMeasureId={unitOfMeasureId}
          basePrice={basePrice ?? ''}
          markup={markup}
          lastPurchase={lastPurchase}
          can={can}
          isUpdate={isUpdate}
          savedPrice={savedPrice}
        />
        {type === 'PRODUCT' ? <StockSection {...section} text={text} /> : null}
        {type === 'BUNDLE' ? <BundleSection {...section} bundleId={product?.id ?? null} /> : null}
        <BarcodesSection {...section} />
        <TemplatesSection {...section} flags={flags} can={can} />

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
