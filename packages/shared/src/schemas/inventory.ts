import { z } from 'zod';
import { SPECIAL_DISCOUNT_CLASSES, VAT_CLASSES } from '../pos/tax';
import { decimal, optionalId, optionalText, requiredId, requiredText, text, updateBody } from './fields';

export const PRODUCT_TYPES = ['PRODUCT', 'BUNDLE', 'SERVICE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Spec 3: serial number statuses, and ADJUSTED_OUT for a unit written off by an inventory adjustment (why: docs/architecture.md, "Where we differ from the spec"). */
export const SERIAL_STATUSES = ['IN_STOCK', 'SOLD', 'REFUND', 'RETURNED', 'ADJUSTED_OUT'] as const;
export type SerialStatus = (typeof SERIAL_STATUSES)[number];

/**
 * The statuses of a unit the shop holds (with its location): IN_STOCK, or RETURNED for a unit a
 * customer returned and that was put back into stock. Both sell, move and count alike; RETURNED
 * without a location is a unit that left (back to its supplier, or a replaced unit written off).
 */
export const SERIAL_IN_STOCK_STATUSES = ['IN_STOCK', 'RETURNED'] as const satisfies readonly SerialStatus[];

/** Spec 3: where a serial number came from; ADJUSTMENT for stock counted in by an adjustment. */
export const SERIAL_SOURCES = [
  'SALES_ORDER',
  'PURCHASE_RECEIPT',
  'STOCK_TRANSFER',
  'ADJUSTMENT',
  'RMA',
  'SUPPLIER_RETURN',
  'STOCK_COUNT',
] as const;
export type SerialSource = (typeof SERIAL_SOURCES)[number];

/** What a ledger row was written by. */
export const STOCK_SOURCES = [
  'ADJUSTMENT',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'SALE',
  'SALE_VOID',
  'PURCHASE_RECEIPT',
  'PURCHASE_RECEIPT_VOID',
  'RETURN',
  /** A customer return (in) or its replacement unit (out). */
  'RMA',
  /** Goods sent back to their supplier from a purchase receipt. */
  'SUPPLIER_RETURN',
  /** What a shop had on its shelves when it moved in (an import; source_id is the import's). */
  'OPENING_STOCK',
  /** A physical count's differences (source_id is the stock count's). */
  'STOCK_COUNT',
] as const;
export type StockSource = (typeof STOCK_SOURCES)[number];

export const ADJUSTMENT_MODES = ['delta', 'count'] as const;

export const MEDIA_COLLECTIONS = ['product_images', 'service_order_images', 'comment_images', 'expense_receipts'] as const;
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number];

const barcode = text('barcode')
  .trim()
  .min(1, { error: 'A barcode may not be blank.' })
  .max(64, { error: 'A barcode may not be longer than 64 characters.' })
  .regex(/^[\x21-\x7e]+$/, { error: 'A barcode may only contain printable characters without spaces.' });

export const bundleItemBody = z.object({
  bundleItemId: requiredId('bundle item'),
  bundleQuantity: decimal('bundle quantity', { min: 0.0001, places: 4 }),
  bundleUomId: requiredId('bundle unit'),
});

export const productPriceBody = z.object({
  uomId: requiredId('unit'),
  price: decimal('price'),
});

export const productBody = z.object({
  sku: requiredText('sku', 64),
  productName: requiredText('product name'),
  description: optionalText('description', 5000),
  type: z.enum(PRODUCT_TYPES, { error: 'The type must be PRODUCT, BUNDLE or SERVICE.' }),
  productCategoryId: optionalId('product category'),
  productBrandId: optionalId('product brand'),
  unitClassId: requiredId('unit class'),
  unitOfMeasureId: requiredId('unit'),
  basePrice: decimal('base price').optional().default('0'),
  cost: decimal('cost').nullish(),
  /** The lowest unit price a sale may take without Override Prices, when the shop requires it. */
  minimumPrice: decimal('minimum price').nullish(),
  reorderPoint: decimal('reorder point', { places: 4 }).nullish(),
  isSerialized: z.boolean({ error: 'The serial-tracked field must be true or false.' }).optional().default(false),
  commissionTemplateId: optionalId('commission template'),
  pricingScheduleTemplateId: optionalId('pricing schedule template'),
  pricingGroupId: optionalId('pricing group'),
  /** Whom the shop usually buys it from: suggested purchase orders group by it. */
  preferredSupplierId: optionalId('preferred supplier'),
  isActive: z.boolean({ error: 'The active field must be true or false.' }).optional().default(true),
  /** How it is sold on a VAT shop (prices include the VAT of a VATABLE product). */
  vatClass: z.enum(VAT_CLASSES, { error: 'The VAT class must be VATABLE, VAT_EXEMPT or ZERO_RATED.' }).optional().default('VATABLE'),
  /**
   * Which senior citizen / PWD discount it takes: FULL (the 20%, VAT-exempt: medicines and the
   * like), BASIC_NECESSITY (the 5% on basic necessities and prime commodities, VAT kept) or NONE.
   */
  specialDiscountClass: z
    .enum(SPECIAL_DISCOUNT_CLASSES, { error: 'The senior citizen / PWD discount class must be NONE, BASIC_NECESSITY or FULL.' })
    .optional()
    .default('NONE'),
  barcodes: z.array(barcode).max(20, { error: 'A product may have at most 20 barcodes.' }).optional(),
  productPrices: z.array(productPriceBody).max(50).optional(),
  bundleProducts: z.array(bundleItemBody).max(100).optional(),
});
export type ProductBody = z.output<typeof productBody>;

/** An update leaves what it does not name; explicit nulls clear. */
export const productUpdateBody = updateBody(productBody);

export const bulkPricesBody = z.object({
  productPrices: z
    .array(
      z.object({
        productId: requiredId('product'),
        uomId: optionalId('unit'),
        price: decimal('price'),
      }),
    )
    .min(1, { error: 'Send at least one price.' })
    .max(1000, { error: 'Send at most 1000 prices at once.' }),
});

const orderedLine = z.object({
  productId: requiredId('product'),
  orderedUomId: requiredId('unit'),
  orderedQuantity: decimal('quantity', { min: 0, places: 4 }),
});
export const tieredPriceBody = orderedLine.extend({
  orderedPricingGroupProducts: z.array(orderedLine).max(500).optional().default([]),
});

const serialList = z
  .array(text('serial number').trim().min(1, { error: 'A serial number may not be blank.' }).max(100))
  .max(10_000)
  .optional()
  .default([]);

export const adjustmentBody = z.object({
  locationId: requiredId('location'),
  reason: requiredText('reason', 100),
  notes: optionalText('notes', 2000),
  items: z
    .array(
      z.object({
        productId: requiredId('product'),
        uomId: requiredId('unit'),
        mode: z.enum(ADJUSTMENT_MODES, { error: 'The mode must be delta or count.' }).optional().default('delta'),
        quantity: decimal('quantity', { min: -999_999_999, places: 4 }),
        serialNumbers: serialList,
      }),
    )
    .min(1, { error: 'An adjustment needs at least one item.' })
    .max(500),
});

export const transferBody = z.object({
  sourceWarehouseId: requiredId('source location'),
  destinationWarehouseId: requiredId('destination location'),
  notes: optionalText('notes', 2000),
  items: z
    .array(
      z.object({
        productId: requiredId('product'),
        uomId: requiredId('unit'),
        quantity: decimal('quantity', { min: 0.0001, places: 4 }),
        serialNumbers: serialList,
      }),
    )
    .min(1, { error: 'A transfer needs at least one item.' })
    .max(500),
});

/** PUT setting/inventory-settings: the rules given change, the others stay. */
export const inventorySettingsBody = z.object({
  allowNegativeStock: z.boolean({ error: 'The allow negative stock field must be true or false.' }).optional(),
  /** Suggested purchase orders bring stock up to reorder point × this factor. */
  reorderFactor: decimal('reorder factor', { min: 1, max: 100 }).optional(),
});
export type InventorySettings = { allowNegativeStock: boolean; reorderFactor: number };

/** The serial numbers a document's line moved, as it stores and answers them. */
export const storedSerialNumbers = z.array(z.string());
