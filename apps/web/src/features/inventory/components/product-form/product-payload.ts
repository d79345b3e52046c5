import { toScaled } from '@oim/shared/decimal';
import type { SpecialDiscountClass, VatClass } from '@oim/shared/pos/tax';
import type { Product, ProductSummary, ProductType, UnitOfMeasure } from '../../types';
import { bundleRowSchema, type BundleRowInput, type ProductFormInput, type ProductFormValues } from './product-form-schema';

/** The body of POST/PUT inventory/products as the form sends it. */
export type ProductBodyOut = {
  sku: string;
  productName: string;
  description: string | null;
  type: ProductType;
  productCategoryId: number | null;
  productBrandId: number | null;
  preferredSupplierId?: number | null;
  unitClassId: number;
  unitOfMeasureId: number;
  basePrice: string;
  cost?: string | null;
  minimumPrice?: string | null;
  reorderPoint: string | null;
  isSerialized: boolean;
  isActive: boolean;
  vatClass: VatClass;
  specialDiscountClass: SpecialDiscountClass;
  commissionTemplateId?: number | null;
  pricingScheduleTemplateId?: number | null;
  pricingGroupId?: number | null;
  barcodes: string[];
  productPrices?: { uomId: number; price: string }[];
  bundleProducts?: { bundleItemId: number; bundleQuantity: string; bundleUomId: number }[];
};

/** On update, unit prices go through their own calls: these to save, these price ids to delete. */
export type PriceChanges = { save: { uomId: number; price: string }[]; remove: number[] };

/** What the user may do beyond creating or editing the product (spec 6). */
export type ProductPermissions = {
  viewCost: boolean;
  addCost: boolean;
  viewMarkup: boolean;
  savePrice: boolean;
  deletePrice: boolean;
  assignPricingSchedule: boolean;
  clearPricingSchedule: boolean;
  assignWarranty: boolean;
  removeWarranty: boolean;
};

/** Which flagged fields show (spec 6 feature flags). */
export type ProductFlags = { commission: boolean; pricingSchedule: boolean; pricingGroups: boolean; warranty: boolean };

export type ProductPayloadContext = {
  /** The product being edited; null creates one. */
  original: Product | null;
  /** The units of the chosen class: prices are sent for these only. */
  units: UnitOfMeasure[];
  can: ProductPermissions;
  flags: ProductFlags;
};

export type ProductSavePlan = {
  body: ProductBodyOut;
  prices: PriceChanges;
  /** Set when the warranty template is to be assigned (id) or removed (null). */
  warrantyTemplateId?: number | null;
};

const sameAmount = (a: string | number | null | undefined, b: string | number | null | undefined) => {
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '';
  if (b === null || b === undefined || b === '') return false;
  return toScaled(String(a), 4) === toScaled(String(b), 4);
};

/**
 * What saving the product form sends: the product body (create or update), the unit price calls of
 * an update, and the warranty template call. Fields the user may not see or set, and flagged
 * fields whose flag is off, are left out, so an update keeps their stored values.
 */
export function buildProductSave(values: ProductFormValues, { original, units, can, flags }: ProductPayloadContext): ProductSavePlan {
  const isCreate = original === null;
  const isProduct = values.type === 'PRODUCT';
  const body: ProductBodyOut = {
    sku: values.sku,
    productName: values.productName,
    description: values.description,
    type: values.type,
    productCategoryId: values.productCategory?.id ?? null,
    productBrandId: values.productBrand?.id ?? null,
    // Reorder suggestions group stocked products by the supplier they are bought from.
    preferredSupplierId: isProduct ? (values.preferredSupplier?.id ?? null) : null,
    unitClassId: values.unitClassId,
    unitOfMeasureId: values.unitOfMeasureId,
    basePrice: values.basePrice,
    minimumPrice: values.minimumPrice,
    // Stock rules apply to stocked products only.
    reorderPoint: isProduct ? values.reorderPoint : null,
    isSerialized: isProduct ? values.isSerialized : false,
    isActive: values.isActive,
    vatClass: values.vatClass,
    specialDiscountClass: values.specialDiscountClass,
    barcodes: [...new Set(values.barcodes.map((b) => b.trim()).filter(Boolean))],
  };

  // Cost shows only with View Product Cost and is set only with Add Product Cost.
  if (can.viewCost && can.addCost && (isCreate ? values.cost !== null : !sameAmount(values.cost, original.cost ?? null))) {
    body.cost = values.cost;
  }
  if (flags.commission) body.commissionTemplateId = values.commissionTemplate?.id ?? null;
  if (flags.pricingGroups) body.pricingGroupId = values.pricingGroup?.id ?? null;
  if (flags.pricingSchedule) {
    const next = values.pricingScheduleTemplate?.id ?? null;
    const before = original?.pricingScheduleTemplateId ?? null;
    if (next !== before && (next === null ? can.clearPricingSchedule : can.assignPricingSchedule)) body.pricingScheduleTemplateId = next;
  }
  if (values.type === 'BUNDLE') {
    body.bundleProducts = values.bundleProducts.map((row) => {
      const parsed = bundleRowSchema.parse(row);
      return { bundleItemId: parsed.bundleItem!.id, bundleQuantity: parsed.bundleQuantity, bundleUomId: parsed.bundleUomId };
    });
  }

  // Prices per unit: the class's units other than the base unit (whose price is the base price).
  const priced = units.filter((u) => u.unitClassId === values.unitClassId && u.id !== values.unitOfMeasureId);
  const entered = priced.map((u) => ({ uomId: u.id, price: (values.unitPrices[String(u.id)] ?? '').trim() })).filter((p) => p.price !== '');
  const prices: PriceChanges = { save: [], remove: [] };
  if (isCreate || original.unitClassId !== values.unitClassId) {
    // A new product, or a new unit class: the prices are the body's and replace any old ones.
    body.productPrices = entered;
  } else {
    for (const unit of priced) {
      const text = (values.unitPrices[String(unit.id)] ?? '').trim();
      const existing = original.productPrices?.find((p) => p.uomId === unit.id);
      if (text !== '' && !sameAmount(text, existing?.price) && can.savePrice) prices.save.push({ uomId: unit.id, price: text });
      if (text === '' && existing && can.deletePrice) prices.remove.push(existing.id);
    }
  }

  const plan: ProductSavePlan = { body, prices };
  if (flags.warranty) {
    const next = values.warrantyTemplate?.id ?? null;
    const before = original?.warrantyTemplateId ?? null;
    if (next !== before && (next === null ? can.removeWarranty : can.assignWarranty)) plan.warrantyTemplateId = next;
  }
  return plan;
}

let rowSequence = 0;
/** A new, empty bundle line. */
export function newBundleRow(): BundleRowInput {
  return { key: `bundle-row-${++rowSequence}`, bundleItem: null, bundleQuantity: '1', bundleUomId: '' };
}

const amountText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
// Money shows with its centavos, as typed prices do.
const moneyText = (value: number | null | undefined) => (value === null || value === undefined ? '' : Number(value).toFixed(2));

/** The form's starting values: an empty product, or the one being edited. */
export function productFormDefaults(product: Product | null): ProductFormInput {
  if (!product) {
    return {
      sku: '',
      productName: '',
      description: '',
      type: 'PRODUCT',
      productCategory: null,
      productBrand: null,
      preferredSupplier: null,
      unitClassId: '',
      unitOfMeasureId: '',
      basePrice: '',
      cost: '',
      minimumPrice: '',
      reorderPoint: '',
      isSerialized: false,
      isActive: true,
      vatClass: 'VATABLE',
      specialDiscountClass: 'NONE',
      commissionTemplate: null,
      pricingScheduleTemplate: null,
      pricingGroup: null,
      warrantyTemplate: null,
      barcodes: [],
      unitPrices: {},
      bundleProducts: [],
    };
  }
  return {
    sku: product.sku,
    productName: product.productName,
    description: product.description ?? '',
    type: product.type,
    productCategory: product.productCategory ?? null,
    productBrand: product.productBrand ?? null,
    preferredSupplier: product.preferredSupplier ?? null,
    unitClassId: product.unitClassId,
    unitOfMeasureId: product.unitOfMeasureId,
    basePrice: moneyText(product.basePrice),
    cost: moneyText(product.cost),
    minimumPrice: moneyText(product.minimumPrice),
    reorderPoint: amountText(product.reorderPoint),
    isSerialized: product.isSerialized,
    isActive: product.isActive,
    vatClass: (product.vatClass as VatClass | undefined) ?? 'VATABLE',
    specialDiscountClass: (product.specialDiscountClass as SpecialDiscountClass | undefined) ?? 'NONE',
    commissionTemplate: product.commissionTemplate ?? null,
    pricingScheduleTemplate: product.pricingScheduleTemplate ?? null,
    pricingGroup: product.pricingGroup ?? null,
    warrantyTemplate: product.warrantyTemplate ?? null,
    barcodes: product.barcodes ?? [],
    unitPrices: Object.fromEntries((product.productPrices ?? []).map((p) => [String(p.uomId), moneyText(p.price)])),
    bundleProducts: (product.bundleProducts ?? []).map((b) => ({
      key: `bundle-row-${++rowSequence}`,
      // Whoever edits a product may read products, so the part comes whole, not as a lookup.
      bundleItem: (b.bundleItem as ProductSummary | null | undefined) ?? null,
      bundleQuantity: String(b.bundleQuantity),
      bundleUomId: b.bundleUomId,
    })),
  };
}

export type { ProductFormValues };
