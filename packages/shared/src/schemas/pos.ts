import { z } from 'zod';
import { columnMax, dateOnly, dateTime, decimal, text } from './fields';
import { INSTALLMENT_INTERVALS } from './finance';
import { SAVE_MESSAGES } from './sales';
import { SPECIAL_DISCOUNT_KINDS } from '../pos/tax';

/**
 * How the terminal's search matched a product, best first: an exact barcode or SKU (a terminal may
 * add it at once), a SKU starting with what was typed, the name's words, or a name word alike to a
 * mistyped one.
 */
export const PRODUCT_MATCHES = ['barcode', 'sku', 'skuPrefix', 'name', 'similar'] as const;
export type ProductMatch = (typeof PRODUCT_MATCHES)[number];

// Pesos and quantities travel as numbers, checked exactly first: at most 2 and 4 decimals, never rounded.
const amount = decimal('amount', { min: -columnMax(2) }).transform(Number);
const optionalAmount = amount.nullish().transform((v) => v ?? null);
const quantity = decimal('quantity', { places: 4 }).transform(Number);
const quantityValue = quantity.refine((n) => n > 0, { error: 'The quantity must be more than 0.' });
const id = z.coerce.number().int().positive();
const optionalText = (max: number) =>
  text()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/**
 * Spec 3: an applied discount as the terminal sends it; the server recomputes its amounts. A
 * percentage's value has up to 4 decimals (as the terminal stores it: discount / base × 100); a
 * fixed one's is money.
 */
export const appliedDiscountInput = z
  .object({
    type: z.enum(['percentage', 'fixed']),
    scope: z.enum(['sales_order', 'sales_order_item']),
    code: text('code').max(50).nullish(),
    discount_id: id.nullish(),
    base_amount: amount.optional(),
    discount_amount: amount.optional(),
    value: decimal('value', { places: 4, min: -columnMax(2), max: columnMax(2) }),
  })
  .superRefine((d, ctx) => {
    if (d.type === 'fixed' && !/^-?\d+(\.\d{1,2})?$/.test(d.value))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The value must be a number with at most 2 decimals.' });
  })
  .transform((d) => ({ ...d, value: Number(d.value) }));
export type AppliedDiscountInput = z.output<typeof appliedDiscountInput>;

/** The sale's senior citizen / PWD discount: whose card it is (printed on the receipt for their signature). */
export const specialDiscountInput = z.object({
  kind: z.enum(SPECIAL_DISCOUNT_KINDS, { error: 'The discount must be SENIOR_CITIZEN or PWD.' }),
  holderName: text('holder name', { error: 'The name of the senior citizen or PWD is required.' })
    .max(200)
    .transform((v) => v.trim())
    .refine((v) => v !== '', { error: 'The name of the senior citizen or PWD is required.' }),
  holderId: text('holder ID number', { error: 'The ID number of the senior citizen or PWD is required.' })
    .max(100)
    .transform((v) => v.trim())
    .refine((v) => v !== '', { error: 'The ID number of the senior citizen or PWD is required.' }),
  holderTin: optionalText(50),
  /** The holder's purchase booklet number: needed when a basic-necessity line takes the 5% (capped per booklet and week). */
  bookletNumber: optionalText(50),
});
export type SpecialDiscountInput = z.output<typeof specialDiscountInput>;

export const bundleModificationInput = z.object({
  bundleItemId: id.nullish(),
  productId: id,
  productName: text('product name').max(255).nullish(),
  quantity,
  originalQuantityPerBundle: quantity.nullish().transform((v) => v ?? null),
  unitOfMeasureId: id,
  unitOfMeasure: text('unit of measure').max(50).nullish(),
  unitPrice: optionalAmount,
  isModified: z.boolean().nullish(),
});

export const commissionDataInput = z.object({
  hasCommission: z.boolean().nullish(),
  commissionTemplateId: id.nullish(),
  commissionUserId: id.nullish(),
  commissionUser: z.unknown().optional(),
  commissionAmount: optionalAmount,
});

export const serialNumberInput = z.object({
  id: id.nullish(),
  serialNumber: text('serial number').trim().min(1).max(100),
  productId: id.nullish(),
  currentStatus: text('current status').max(20).nullish(),
});

/** A line as the terminal sends it (spec 3): amounts are recomputed by the server, never trusted. */
export const posOrderItemInput = z.object({
  uniqueId: z.union([text('unique id').max(100), z.number()]).nullish(),
  sku: text('sku').max(64).nullish(),
  productId: id,
  productName: text('product name').max(255).nullish(),
  productType: z.enum(['PRODUCT', 'BUNDLE', 'SERVICE']).nullish(),
  orderedQuantity: quantityValue,
  orderedUomId: id,
  orderedUnit: text('ordered unit').max(50).nullish(),
  orderedUnitPrice: amount.refine((n) => n >= 0, { error: 'The price cannot be negative.' }),
  lineTotal: amount,
  bundleModifications: z.array(bundleModificationInput).max(100).nullish(),
  commissionData: commissionDataInput.nullish(),
  serialNumbers: z.array(serialNumberInput).max(10_000).nullish(),
  appliedDiscounts: z.array(appliedDiscountInput).max(20).nullish(),
  /** The sale's senior citizen / PWD discount applies to this line (instead of any regular discount). */
  specialDiscount: z.boolean({ error: 'The senior citizen / PWD flag must be true or false.' }).nullish(),
  price: optionalAmount,
  commissionTemplateId: id.nullish(),
});
export type PosOrderItemInput = z.output<typeof posOrderItemInput>;

const paymentTypeRef = z.union([id, z.object({ id }).passthrough()]).transform((v) => (typeof v === 'number' ? v : v.id));

/** A payment as the terminal sends it (spec 3): paid and due in pesos, with what was tendered for cash. */
export const paymentLineInput = z.object({
  paymentType: paymentTypeRef,
  paidAmount: amount,
  dueAmount: optionalAmount,
  referenceNumber: optionalText(100),
  notes: optionalText(500),
  tenderedAmount: optionalAmount,
  change: optionalAmount,
  /** An installment payment: how many dues, and how far apart (the first is one interval after the sale). */
  installmentCount: z
    .number({ error: 'The number of installments must be a whole number from 1 to 60.' })
    .int({ error: 'The number of installments must be a whole number from 1 to 60.' })
    .min(1, { error: 'The number of installments must be a whole number from 1 to 60.' })
    .max(60, { error: 'The number of installments must be a whole number from 1 to 60.' })
    .nullish(),
  installmentInterval: z.enum(INSTALLMENT_INTERVALS, { error: 'Installments fall due WEEKLY, SEMI_MONTHLY or MONTHLY.' }).nullish(),
});
export type PaymentLineInput = z.output<typeof paymentLineInput>;

function documentPayload(kind: 'order' | 'quotation') {
  const m = SAVE_MESSAGES[kind];
  const items = z
    .array(posOrderItemInput, { error: m.items })
    .min(1, { error: m.items })
    .max(500, { error: 'A sale may have at most 500 lines.' });
  const payments = z.array(paymentLineInput, { error: m.payments }).min(1, { error: m.payments }).max(20);
  return {
    salesChannelId: z.coerce.number({ error: m.noChannelId }).int({ error: m.noChannelId }).positive({ error: m.noChannelId }),
    customerId: z.coerce.number({ error: m.customer }).int({ error: m.customer }).positive({ error: m.customer }),
    grossTotal: amount,
    discountTotal: amount,
    taxTotal: amount,
    netTotal: amount,
    publicNote: optionalText(2000),
    taxed: z.boolean().nullish(),
    paidAmountTotal: amount,
    appliedDiscounts: z.array(appliedDiscountInput).max(20).nullish(),
    items,
    payments,
    // VAT shops: what the terminal worked out; each one sent is checked (see computeOrder's taxes).
    vatableSales: optionalAmount,
    vatAmount: optionalAmount,
    vatExemptSales: optionalAmount,
    zeroRatedSales: optionalAmount,
    specialDiscountTotal: optionalAmount,
  };
}

const orderFields = documentPayload('order');
/** Spec 3: the sales order create payload (POST sales/pos-order; PUT sales/{id} to edit). */
export const posOrderBody = z.object({
  // Keys in the order of spec 5's checks, so the first message is the one the terminal would show.
  orderItems: orderFields.items,
  customerId: orderFields.customerId,
  orderPayments: orderFields.payments,
  grossTotal: orderFields.grossTotal,
  discountTotal: orderFields.discountTotal,
  taxTotal: orderFields.taxTotal,
  netTotal: orderFields.netTotal,
  publicNote: orderFields.publicNote,
  salesOrderNumber: text('sales order number').max(50).nullish(),
  salesOrderDate: dateTime('sales order date').nullish(),
  taxed: orderFields.taxed,
  paidAmountTotal: orderFields.paidAmountTotal,
  appliedDiscounts: orderFields.appliedDiscounts,
  activeSalesOrderId: id.nullish(),
  salesChannelId: orderFields.salesChannelId,
  specialDiscount: specialDiscountInput.nullish(),
  vatableSales: orderFields.vatableSales,
  vatAmount: orderFields.vatAmount,
  vatExemptSales: orderFields.vatExemptSales,
  zeroRatedSales: orderFields.zeroRatedSales,
  specialDiscountTotal: orderFields.specialDiscountTotal,
  /** The job order this sale completes (from POST service/service-orders/{id}/generate-sales-order): it is released with the sale. */
  serviceOrderId: id.nullish(),
  /**
   * The BIR terminal the sale is rung up at: the sale takes that terminal's next invoice number and
   * needs its open shift. Required once the channel has active terminals; ignored by an edit.
   */
  terminalId: id.nullish(),
});
export type PosOrderBody = z.output<typeof posOrderBody>;

const quotationFields = documentPayload('quotation');
/** A quotation as the terminal sends it (spec 3): lines and planned payments; no stock moves until it becomes a sale. */
export const quotationBody = z.object({
  quotationItems: quotationFields.items,
  customerId: quotationFields.customerId,
  payments: quotationFields.payments,
  grossTotal: quotationFields.grossTotal,
  discountTotal: quotationFields.discountTotal,
  taxTotal: quotationFields.taxTotal,
  netTotal: quotationFields.netTotal,
  publicNote: quotationFields.publicNote,
  quotationNumber: text('quotation number').max(50).nullish(),
  quotationDate: dateTime('quotation date').nullish(),
  validUntilDate: dateOnly('valid until date').nullish(),
  taxed: quotationFields.taxed,
  paidAmountTotal: quotationFields.paidAmountTotal,
  appliedDiscounts: quotationFields.appliedDiscounts,
  activeQuotationId: id.nullish(),
  salesChannelId: quotationFields.salesChannelId,
});
export type QuotationBody = z.output<typeof quotationBody>;
