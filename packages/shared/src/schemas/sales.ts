import { z } from 'zod';
import { decimal, requiredText, text } from './fields';

export const SALES_ORDER_STATUSES = ['COMPLETED', 'VOIDED'] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

/** Spec 4 leaves quotation statuses open: a draft is saved, posted (sent), converted, or has expired. */
export const QUOTATION_STATUSES = ['DRAFT', 'POSTED', 'CONVERTED', 'EXPIRED'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** A receivable is open until collected in full (PARTIAL between); a voided sale's receivables are VOIDED. */
export const RECEIVABLE_STATUSES = ['OPEN', 'PARTIAL', 'PAID', 'VOIDED'] as const;
export const PICKLIST_STATUSES = ['OPEN', 'PICKED'] as const;
export const COMMISSION_STATUSES = ['EARNED', 'VOIDED'] as const;

/** Spec 9: a quotation is valid 30 days unless told otherwise. */
export const QUOTATION_VALIDITY_DAYS = 30;

/** Spec 5: the terminal's save checks, in this order; the server answers the same messages. */
export const SAVE_MESSAGES = {
  order: {
    items: 'At least one item is required to create an order.',
    customer: 'Please select a customer before saving the order.',
    channel: 'Please select a sales channel before saving the order.',
    payments: 'Please select at least one payment method before saving the order.',
    paymentTypes: 'One or more payments have invalid payment types. Please check your payment settings.',
    notEnough: 'Not enough payment set.',
    noChannelId: 'Error creating order.',
  },
  quotation: {
    items: 'At least one item is required to create a quotation.',
    customer: 'Please select a customer before saving the quotation.',
    channel: 'Please select a sales channel before saving the quotation.',
    payments: 'Please select at least one payment method before saving the quotation.',
    paymentTypes: 'One or more payments have invalid payment types. Please check your payment settings.',
    notEnough: 'Not enough payment set.',
    noChannelId: 'Error creating order.',
  },
  confirmSale: { title: 'Confirm Sales', message: 'Confirm and Save Sale?' },
  confirmQuotation: { title: 'Confirm Quotation', message: 'Confirm and Save as Quotation?' },
} as const;

/**
 * A sale's payment whose type requires a reference number (payment type setting) and has none.
 * Spec 5 has no message for it; the terminal shows this one like its other save checks, after
 * spec 5's (whose order stays as the spec gives it), and the server answers it on orderPayments.N.referenceNumber.
 */
export function referenceNumberMessage(paymentTypeName: string): string {
  return `Please enter the reference number of the ${paymentTypeName} payment before saving the order.`;
}

/**
 * POST sales/quotations/{id}/generate-sales-order (optional body): what a sale needs that a
 * quotation does not hold. items: the serial numbers of each serial-tracked line, by quotation item
 * id; payments: reference numbers of the planned payments, in their order (a missing one keeps the
 * quotation's).
 */
export const generateSalesOrderBody = z
  .object({
    items: z
      .array(
        z.object({
          id: z.coerce.number().int().positive(),
          serialNumbers: z.array(text('serial number').trim().min(1, { error: 'A serial number cannot be blank.' }).max(100)).max(10_000),
        }),
      )
      .max(500)
      .optional(),
    payments: z
      .array(z.object({ referenceNumber: text('reference number').trim().max(100).nullish() }))
      .max(20)
      .optional(),
  })
  .nullish();
export type GenerateSalesOrderBody = z.output<typeof generateSalesOrderBody>;

// What documents store in their JSON columns, as the API answers them (the web's types come from these).
/** A discount as applied to a line or an order: its rule, the amount it was taken from and what it took. */
export const storedAppliedDiscount = z.object({
  type: z.enum(['percentage', 'fixed']),
  scope: z.enum(['sales_order', 'sales_order_item']),
  code: z.string().nullable(),
  discount_id: z.number().nullable(),
  /** An offline sale's discount the shop does not have: the id the device sent, kept as text, never as a reference. */
  sent_discount_id: z.string().optional(),
  base_amount: z.number(),
  discount_amount: z.number(),
  value: z.number(),
});
/** One component of a bundle line as it was sold or quoted. */
export const storedBundleModification = z.object({
  bundleItemId: z.number(),
  productId: z.number(),
  productName: z.string(),
  quantity: z.number(),
  originalQuantityPerBundle: z.number().nullable(),
  unitOfMeasureId: z.number(),
  unitOfMeasure: z.string(),
  unitPrice: z.number(),
  isModified: z.boolean(),
});
/** A payment a quotation plans. */
export const storedQuotationPayment = z.object({
  paymentTypeId: z.number(),
  paidAmount: z.number(),
  dueAmount: z.number(),
  referenceNumber: z.string().nullable(),
  notes: z.string().nullable(),
});

/** PUT setting/sales-settings: whether low prices and large discounts need Override Prices, and the discount cap. */
export const salesSettingsBody = z.object({
  requirePriceOverride: z.boolean({ error: 'The require price override field must be true or false.' }),
  maxDiscountPercent: decimal('maximum discount percent', { min: 0, max: 100, places: 2 }).nullable(),
  /** Pesos of basic-necessity purchases per purchase booklet and week that take the 5% (kept when not sent). */
  basicNecessityWeeklyCap: decimal('weekly basic necessities cap', { min: 0, max: 1_000_000, places: 2 }).optional(),
});
export type SalesSettings = z.output<typeof salesSettingsBody>;

/**
 * Why an offline sale was posted for a price review (it broke a rule the online route refuses):
 * a line below its product's minimum price; a line below its regular price (no minimum set) sold
 * without Override Prices; a line or order discount above the shop's cap; a discount the shop does not have.
 */
export const PRICE_REVIEW_REASONS = [
  'BELOW_MINIMUM_PRICE',
  'PRICE_OVERRIDE_WITHOUT_PERMISSION',
  'DISCOUNT_ABOVE_CAP',
  'UNKNOWN_DISCOUNT',
] as const;
export type PriceReviewReason = (typeof PRICE_REVIEW_REASONS)[number];

/** PUT sales/sales-orders/{id}/approve-price: a price exception approved, with why. */
export const approvePriceBody = z.object({ reason: requiredText('reason', 500) });
export type ApprovePriceBody = z.output<typeof approvePriceBody>;
