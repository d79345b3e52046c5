import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { tenantKeys, tenantPrimaryKey, timestamps } from './columns';

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
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stock_locations_code_uq').on(t.tenantId, sql`lower(${t.code})`),
    uniqueIndex('stock_locations_name_uq').on(t.tenantId, sql`lower(${t.name})`),
  ],
);
