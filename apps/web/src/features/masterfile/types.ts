import type { ApiRecord } from '@oim/shared/api/records';
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

// Records as the API answers them (packages/shared/src/api/records.ts, made from the server's resources).
export type StockLocation = ApiRecord<'stockLocations'>;
export type Discount = ApiRecord<'discounts'>;
export type PaymentType = ApiRecord<'paymentTypes'>;
export type CommissionTemplate = ApiRecord<'commissionTemplates'>;
export type PricingGroup = ApiRecord<'pricingGroups'>;
export type WarrantyTemplate = ApiRecord<'warrantyTemplates'>;
export type UnitClass = ApiRecord<'unitClasses'>;
export type PricingBreak = ApiRecord<'pricingScheduleBreaks'>;
export type PricingScheduleTemplate = ApiRecord<'pricingScheduleTemplates'>;

export type { UnitOfMeasure };
