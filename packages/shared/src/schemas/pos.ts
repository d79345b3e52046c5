import { z } from 'zod';
import { SAVE_MESSAGES } from './sales';

const amount = z
  .union([z.number(), z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/)], { error: 'The amount must be a number with at most 2 decimals.' })
  .transform(Number);
const optionalAmount = amount.nullish().transform((v) => v ?? null);
const quantityValue = z
  .union([z.number(), z.string().regex(/^\d{1,10}(\.\d{1,4})?$/)], { error: 'The quantity must be a number with at most 4 decimals.' })
  .transform(Number)
  .refine((n) => Number.isFinite(n) && n > 0, { error: 'The quantity must be more than 0.' });
const id = z.coerce.number().int().positive();
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v.trim()));

/** Spec 3: an applied discount as the terminal sends it; the server recomputes its amounts. */
export const appliedDiscountInput = z.object({
  type: z.enum(['percentage', 'fixed']),
  scope: z.enum(['sales_order', 'sales_order_item']),
  code: z.string().max(50).nullish(),
  discount_id: id.nullish(),
  base_amount: amount.optional(),
  discount_amount: amount.optional(),
  value: amount,
});
export type AppliedDiscountInput = z.output<typeof appliedDiscountInput>;

export const bundleModificationInput = z.object({
  bundleItemId: id.nullish(),
  productId: id,
  productName: z.string().max(255).nullish(),
  quantity: z.union([z.number(), z.string()]).transform(Number),
  originalQuantityPerBundle: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : Number(v))),
  unitOfMeasureId: id,
  unitOfMeasure: z.string().max(50).nullish(),
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
  serialNumber: z.string().trim().min(1).max(100),
  productId: id.nullish(),
  currentStatus: z.string().max(20).nullish(),
});

/** Spec 3: a POS order line. */
export const posOrderItemInput = z.object({
  uniqueId: z.union([z.string(), z.number()]).nullish(),
  sku: z.string().max(64).nullish(),
  productId: id,
  productName: z.string().max(255).nullish(),
  productType: z.enum(['PRODUCT', 'BUNDLE', 'SERVICE']).nullish(),
  orderedQuantity: quantityValue,
  orderedUomId: id,
  orderedUnit: z.string().max(50).nullish(),
  orderedUnitPrice: amount.refine((n) => n >= 0, { error: 'The price cannot be negative.' }),
  lineTotal: amount,
  bundleModifications: z.array(bundleModificationInput).max(100).nullish(),
  commissionData: commissionDataInput.nullish(),
  serialNumbers: z.array(serialNumberInput).max(10_000).nullish(),
  appliedDiscounts: z.array(appliedDiscountInput).max(20).nullish(),
  price: optionalAmount,
  commissionTemplateId: id.nullish(),
});
export type PosOrderItemInput = z.output<typeof posOrderItemInput>;

const paymentTypeRef = z.union([id, z.object({ id }).passthrough()]).transform((v) => (typeof v === 'number' ? v : v.id));

/** Spec 3: a payment line. */
export const paymentLineInput = z.object({
  paymentType: paymentTypeRef,
  paidAmount: amount,
  dueAmount: optionalAmount,
  referenceNumber: optionalText(100),
  notes: optionalText(500),
  tenderedAmount: optionalAmount,
  change: optionalAmount,
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
  salesOrderNumber: z.string().max(50).nullish(),
  salesOrderDate: z.string().max(40).nullish(),
  taxed: orderFields.taxed,
  paidAmountTotal: orderFields.paidAmountTotal,
  appliedDiscounts: orderFields.appliedDiscounts,
  activeSalesOrderId: id.nullish(),
  salesChannelId: orderFields.salesChannelId,
});
export type PosOrderBody = z.output<typeof posOrderBody>;

const quotationFields = documentPayload('quotation');
/** Spec 3: the quotation payload. */
export const quotationBody = z.object({
  quotationItems: quotationFields.items,
  customerId: quotationFields.customerId,
  payments: quotationFields.payments,
  grossTotal: quotationFields.grossTotal,
  discountTotal: quotationFields.discountTotal,
  taxTotal: quotationFields.taxTotal,
  netTotal: quotationFields.netTotal,
  publicNote: quotationFields.publicNote,
  quotationNumber: z.string().max(50).nullish(),
  quotationDate: z.string().max(40).nullish(),
  validUntilDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, { error: 'The valid until date must be a date.' })
    .nullish(),
  taxed: quotationFields.taxed,
  paidAmountTotal: quotationFields.paidAmountTotal,
  appliedDiscounts: quotationFields.appliedDiscounts,
  activeQuotationId: id.nullish(),
  salesChannelId: quotationFields.salesChannelId,
});
export type QuotationBody = z.output<typeof quotationBody>;
