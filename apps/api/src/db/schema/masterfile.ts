import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  COMMISSION_TYPES,
  DISCOUNT_SCOPES,
  DISCOUNT_TYPES,
  PRICING_SCHEDULE_TYPES,
  WARRANTY_DURATION_UNITS,
} from '@oim/shared/schemas/masterfile';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { money, quantity, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { imports } from './imports';

export const paymentTypes = pgTable(
  'payment_types',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    category: text('category', { enum: PAYMENT_CATEGORIES }).notNull(),
    requiresReferenceNumber: boolean('requires_reference_number').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('payment_types_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check('payment_types_category_ck', sql`${t.category} in ('IMMEDIATE', 'TRADE_CREDIT', 'INSTALLMENT', 'OTHER')`),
  ],
);

export const stockLocations = pgTable(
  'stock_locations',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    /** Goods here may be sold; a non-sellable location holds returned or damaged goods. */
    sellable: boolean('sellable').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stock_locations_code_uq').on(t.tenantId, sql`lower(${t.code})`),
    uniqueIndex('stock_locations_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    ...tenantKeys(),
    categoryName: text('category_name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('product_categories_name_uq').on(t.tenantId, sql`lower(${t.categoryName})`)],
);

export const productBrands = pgTable(
  'product_brands',
  {
    ...tenantKeys(),
    brandName: text('brand_name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('product_brands_name_uq').on(t.tenantId, sql`lower(${t.brandName})`)],
);

/** A family of units that convert into each other (Count, Weight); factors are to the base unit. */
export const unitClasses = pgTable(
  'unit_classes',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('unit_classes_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

export const unitsOfMeasure = pgTable(
  'units_of_measure',
  {
    ...tenantKeys(),
    unitClassId: ref('unit_class_id').notNull(),
    unit: text('unit').notNull(),
    /** How many base units one of this unit is (piece = 1, dozen = 12, box of 24 = 24). */
    factor: quantity('factor').notNull(),
    isBase: boolean('is_base').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      name: 'units_of_measure_unit_class_fk',
      columns: [t.tenantId, t.unitClassId],
      foreignColumns: [unitClasses.tenantId, unitClasses.id],
    }).onDelete('cascade'),
    uniqueIndex('units_of_measure_unit_uq').on(t.tenantId, t.unitClassId, sql`lower(${t.unit})`),
    uniqueIndex('units_of_measure_one_base_uq')
      .on(t.tenantId, t.unitClassId)
      .where(sql`${t.isBase}`),
    check('units_of_measure_factor_ck', sql`${t.factor} > 0`),
  ],
);

export const discounts = pgTable(
  'discounts',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: text('type', { enum: DISCOUNT_TYPES }).notNull(),
    scope: text('scope', { enum: DISCOUNT_SCOPES }).notNull(),
    value: money('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('discounts_code_uq').on(t.tenantId, sql`lower(${t.code})`),
    check('discounts_type_ck', sql`${t.type} in ('percentage', 'fixed')`),
    check('discounts_scope_ck', sql`${t.scope} in ('sales_order', 'sales_order_item')`),
    check('discounts_value_ck', sql`${t.value} >= 0 and (${t.type} <> 'percentage' or ${t.value} <= 100)`),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    ...tenantKeys(),
    supplierName: text('supplier_name').notNull(),
    contactPerson: text('contact_person'),
    contactNumber: text('contact_number'),
    email: text('email'),
    address: text('address'),
    /** Days until a purchase from this supplier falls due (0 = cash on delivery). */
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    /** The import that made it (moving in), or null. */
    importId: ref('import_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('suppliers_name_uq').on(t.tenantId, sql`lower(${t.supplierName})`),
    check('suppliers_payment_terms_ck', sql`${t.paymentTermsDays} between 0 and 365`),
    shopReference('suppliers_import_fk', t.tenantId, t.importId, imports),
    index('suppliers_import_idx')
      .on(t.tenantId, t.importId)
      .where(sql`${t.importId} is not null`),
  ],
);

/** How a staff member's commission on a service line is worked out. */
export const commissionTemplates = pgTable(
  'commission_templates',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    type: text('type', { enum: COMMISSION_TYPES }).notNull(),
    value: money('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('commission_templates_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check('commission_templates_type_ck', sql`${t.type} in ('percentage', 'fixed_per_unit')`),
    check('commission_templates_value_ck', sql`${t.value} >= 0 and (${t.type} <> 'percentage' or ${t.value} <= 100)`),
  ],
);

/** Quantity breaks: from a quantity on, a unit price or a percentage off the regular price. */
export const pricingScheduleTemplates = pgTable(
  'pricing_schedule_templates',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: PRICING_SCHEDULE_TYPES }).notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pricing_schedule_templates_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check('pricing_schedule_templates_type_ck', sql`${t.type} in ('unit_price', 'percentage_off')`),
  ],
);

export const pricingScheduleBreaks = pgTable(
  'pricing_schedule_breaks',
  {
    ...tenantKeys(),
    templateId: ref('template_id').notNull(),
    minQuantity: quantity('min_quantity').notNull(),
    value: money('value').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      name: 'pricing_schedule_breaks_template_fk',
      columns: [t.tenantId, t.templateId],
      foreignColumns: [pricingScheduleTemplates.tenantId, pricingScheduleTemplates.id],
    }).onDelete('cascade'),
    uniqueIndex('pricing_schedule_breaks_quantity_uq').on(t.tenantId, t.templateId, t.minQuantity),
    check('pricing_schedule_breaks_quantity_ck', sql`${t.minQuantity} > 0`),
    check('pricing_schedule_breaks_value_ck', sql`${t.value} >= 0`),
  ],
);

/** Products whose quantities on one order count together towards a pricing break. */
export const pricingGroups = pgTable(
  'pricing_groups',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('pricing_groups_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
);

export const warrantyTemplates = pgTable(
  'warranty_templates',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    duration: integer('duration').notNull(),
    durationUnit: text('duration_unit', { enum: WARRANTY_DURATION_UNITS }).notNull(),
    terms: text('terms'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('warranty_templates_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check('warranty_templates_duration_ck', sql`${t.duration} > 0`),
    check('warranty_templates_unit_ck', sql`${t.durationUnit} in ('days', 'months')`),
  ],
);
