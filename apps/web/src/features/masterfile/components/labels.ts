import type {
  COMMISSION_TYPES,
  DISCOUNT_SCOPES,
  DISCOUNT_TYPES,
  PRICING_SCHEDULE_TYPES,
  WARRANTY_DURATION_UNITS,
} from '@oim/shared/schemas/masterfile';
import type { PaymentCategory } from '@oim/shared/schemas/payment-types';

// How the stored enum values read on screen (the list's enum columns and the dialogs' selects).
export const DISCOUNT_TYPE_LABELS: Record<(typeof DISCOUNT_TYPES)[number], string> = { percentage: 'Percentage', fixed: 'Fixed Amount' };
export const DISCOUNT_SCOPE_LABELS: Record<(typeof DISCOUNT_SCOPES)[number], string> = {
  sales_order: 'Whole Order',
  sales_order_item: 'Order Item',
};
export const PAYMENT_CATEGORY_LABELS: Record<PaymentCategory, string> = {
  IMMEDIATE: 'Immediate',
  TRADE_CREDIT: 'Trade Credit',
  INSTALLMENT: 'Installment',
  OTHER: 'Other',
};
export const COMMISSION_TYPE_LABELS: Record<(typeof COMMISSION_TYPES)[number], string> = {
  percentage: 'Percentage of Line Total',
  fixed_per_unit: 'Fixed Amount per Unit',
};
export const PRICING_SCHEDULE_TYPE_LABELS: Record<(typeof PRICING_SCHEDULE_TYPES)[number], string> = {
  unit_price: 'Unit Price',
  percentage_off: 'Percentage Off',
};
export const DURATION_UNIT_LABELS: Record<(typeof WARRANTY_DURATION_UNITS)[number], string> = { days: 'Days', months: 'Months' };
