import type { SupplierOption } from '@/components/autocomplete/supplier-autocomplete';
import { z } from 'zod';
import type { SpecialDiscountClass, VatClass } from '@oim/shared/pos/tax';
import { decimal } from '@oim/shared/schemas/masterfile';
import { requiredId } from '@oim/shared/schemas/fields';
import { bundleItemBody, productBody } from '@oim/shared/schemas/inventory';
import type { NamedRecord, ProductBrandRef, ProductCategoryRef, ProductSummary, ProductType } from '../../types';

/** One line of the bundle editor as typed. */
export type BundleRowInput = {
  /** Client-side identity of the line (React key). */
  key: string;
  bundleItem: ProductSummary | null;
  bundleQuantity: string;
  bundleUomId: number | '';
};

// An empty select or field reads as missing, not as an invalid value.
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankAsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A bundle line, checked with the server's rules. */
export const bundleRowSchema = z.object({
  bundleItem: z.custom<ProductSummary | null>((v) => v !== null && v !== undefined, { error: 'The bundle item field is required.' }),
  bundleQuantity: bundleItemBody.shape.bundleQuantity,
  bundleUomId: z.preprocess(blankAsMissing, bundleItemBody.shape.bundleUomId),
});

const unitPriceSchema = decimal('price');

/**
 * The product form (issue 5 item 1), validated with the server's rules from @oim/shared where the
 * fields are the server's; bundle lines and unit prices are checked only where they apply.
 */
export const productFormSchema = z
  .object({
    sku: productBody.shape.sku,
    productName: productBody.shape.productName,
    description: productBody.shape.description,
    type: productBody.shape.type,
    productCategory: z.custom<ProductCategoryRef | null>(),
    productBrand: z.custom<ProductBrandRef | null>(),
    preferredSupplier: z.custom<SupplierOption | null>(),
    unitClassId: z.preprocess(blankAsMissing, productBody.shape.unitClassId),
    unitOfMeasureId: z.preprocess(blankAsMissing, requiredId('base unit')),
    basePrice: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? '0' : v), decimal('base price')),
    cost: z.preprocess(blankAsNull, decimal('cost').nullable()),
    minimumPrice: z.preprocess(blankAsNull, decimal('minimum price').nullable()),
    reorderPoint: z.preprocess(blankAsNull, decimal('reorder point', { places: 4 }).nullable()),
    isSerialized: z.boolean(),
    isActive: z.boolean(),
    vatClass: productBody.shape.vatClass.unwrap().unwrap(),
    specialDiscountClass: productBody.shape.specialDiscountClass.unwrap().unwrap(),
    commissionTemplate: z.custom<NamedRecord | null>(),
    pricingScheduleTemplate: z.custom<NamedRecord | null>(),
    pricingGroup: z.custom<NamedRecord | null>(),
    warrantyTemplate: z.custom<NamedRecord | null>(),
    barcodes: z.array(z.string()).superRefine((barcodes, ctx) => {
      const parsed = productBody.shape.barcodes.safeParse(barcodes);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid barcodes.' });
    }),
    /** Price text by unit id; blank is "no price of its own". */
    unitPrices: z.record(z.string(), z.string()).superRefine((prices, ctx) => {
      for (const [uomId, text] of Object.entries(prices)) {
        if (text.trim() === '') continue;
        const price = unitPriceSchema.safeParse(text);
        if (!price.success) ctx.addIssue({ code: 'custom', path: [uomId], message: price.error.issues[0]?.message ?? 'Invalid price.' });
      }
    }),
    bundleProducts: z.array(z.custom<BundleRowInput>()),
  })
  .superRefine((values, ctx) => {
    if (values.type !== 'BUNDLE') return;
    if (values.bundleProducts.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['bundleProducts'], message: 'A bundle needs at least one item.' });
    }
    values.bundleProducts.forEach((row, index) => {
      const parsed = bundleRowSchema.safeParse(row);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['bundleProducts', index, ...issue.path.map(String)], message: issue.message });
      }
    });
    const ids = values.bundleProducts.map((row) => row.bundleItem?.id);
    ids.forEach((id, index) => {
      if (id !== undefined && ids.indexOf(id) !== index) {
        ctx.addIssue({ code: 'custom', path: ['bundleProducts', index, 'bundleItem'], message: 'This item is already in the bundle.' });
      }
    });
  });

/** What the form holds while it is edited (selects are '' until chosen, amounts are text). */
export type ProductFormInput = {
  sku: string;
  productName: string;
  description: string;
  type: ProductType;
  productCategory: ProductCategoryRef | null;
  productBrand: ProductBrandRef | null;
  preferredSupplier: SupplierOption | null;
  unitClassId: number | '';
  unitOfMeasureId: number | '';
  basePrice: string;
  cost: string;
  minimumPrice: string;
  reorderPoint: string;
  isSerialized: boolean;
  isActive: boolean;
  vatClass: VatClass;
  specialDiscountClass: SpecialDiscountClass;
  commissionTemplate: NamedRecord | null;
  pricingScheduleTemplate: NamedRecord | null;
  pricingGroup: NamedRecord | null;
  warrantyTemplate: NamedRecord | null;
  barcodes: string[];
  unitPrices: Record<string, string>;
  bundleProducts: BundleRowInput[];
};
export type ProductFormValues = z.output<typeof productFormSchema>;

export const PRODUCT_TYPES_IN_ORDER: ProductType[] = ['PRODUCT', 'BUNDLE', 'SERVICE'];
