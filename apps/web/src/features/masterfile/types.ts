import type { z } from 'zod';
import type {
  commissionTemplateBody,
  discountBody,
  pricingGroupBody,
  pricingScheduleTemplateBody,
  unitClassBody,
  warrantyTemplateBody,
} from '@oim/shared/schemas/masterfile';
import type { paymentTypeBody } from '@oim/shared/schemas/payment-types';
import type { stockLocationBody } from '@oim/shared/schemas/stock-locations';
import type { UnitOfMeasure } from '@/lib/reference-data/units';

// The lists other screens pick from are defined once, with their cache key, in lib/reference-data.
export { PAYMENT_TYPES_RESOURCE } from '@/lib/reference-data/payment-types';
export { STOCK_LOCATIONS_RESOURCE } from '@/lib/reference-data/stock-locations';
export { UNIT_CLASSES_RESOURCE } from '@/lib/reference-data/units';
export const DISCOUNTS_RESOURCE = 'masterfile/discounts';
export const COMMISSION_TEMPLATES_RESOURCE = 'masterfile/commission-templates';
export const PRICING_SCHEDULE_TEMPLATES_RESOURCE = 'pricing-schedules/templates';
export const PRODUCT_PRICING_GROUPS_RESOURCE = 'masterfile/product-pricing-groups';
export const WARRANTY_TEMPLATES_RESOURCE = 'masterfile/warranty-templates';

/** What every stored record adds to its body. */
type Stored = { id: number; createdAt?: string; updatedAt?: string };

// Records as the API answers them: the saved body plus id, with decimals answered as numbers.
export type StockLocation = z.output<typeof stockLocationBody> & Stored;
export type Discount = Omit<z.output<typeof discountBody>, 'value'> & Stored & { value: number };
export type PaymentType = z.output<typeof paymentTypeBody> & Stored;
export type CommissionTemplate = Omit<z.output<typeof commissionTemplateBody>, 'value'> & Stored & { value: number };
export type PricingGroup = z.output<typeof pricingGroupBody> & Stored;
export type WarrantyTemplate = z.output<typeof warrantyTemplateBody> & Stored;

export type UnitClass = Omit<z.output<typeof unitClassBody>, 'units'> & Stored & { units?: UnitOfMeasure[] };
export type PricingBreak = { id?: number; templateId?: number; minQuantity: number; value: number };
export type PricingScheduleTemplate = Omit<z.output<typeof pricingScheduleTemplateBody>, 'breaks'> & Stored & { breaks?: PricingBreak[] };

export type { UnitOfMeasure };
