export const SALES_ORDER_STATUSES = ['COMPLETED', 'VOIDED'] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

/** Spec 4 leaves quotation statuses open: a draft is saved, posted (sent), converted, or has expired. */
export const QUOTATION_STATUSES = ['DRAFT', 'POSTED', 'CONVERTED', 'EXPIRED'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const RECEIVABLE_STATUSES = ['OPEN', 'PAID', 'VOIDED'] as const;
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
