import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref, shopReference, tenantKeys, tenantPrimaryKey, tenantRef, timestamps } from './columns';
import { imports } from './imports';
import { users } from './identity';
import { paymentTypes, stockLocations } from './masterfile';

export const customers = pgTable(
  'customers',
  {
    ...tenantKeys(),
    customerName: text('customer_name').notNull(),
    defaultPaymentTypeId: ref('default_payment_type_id').notNull(),
    description: text('description'),
    contactPerson: text('contact_person'),
    contactNumber: text('contact_number'),
    email: text('email'),
    /** The customer's BIR taxpayer identification number, for invoices to businesses. */
    tin: text('tin'),
    addressLineOne: text('address_line_one'),
    addressLineTwo: text('address_line_two'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    countryCode: text('country_code'),
    isDefault: boolean('is_default').notNull().default(false),
    /** The most the customer may owe on credit; null: no limit. */
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    /** The import that made it (moving in), or null. */
    importId: ref('import_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      name: 'customers_default_payment_type_fk',
      columns: [t.tenantId, t.defaultPaymentTypeId],
      foreignColumns: [paymentTypes.tenantId, paymentTypes.id],
    }),
    // One default (walk-in) customer per shop.
    uniqueIndex('customers_one_default_uq')
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
    index('customers_name_idx').on(t.tenantId, t.customerName),
    shopReference('customers_import_fk', t.tenantId, t.importId, imports),
    index('customers_import_idx')
      .on(t.tenantId, t.importId)
      .where(sql`${t.importId} is not null`),
  ],
);

export const salesChannels = pgTable(
  'sales_channels',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    defaultPickingWarehouseId: ref('default_picking_warehouse_id'),
    isActive: boolean('is_active').notNull().default(true),
    /** Spec 7.3: commission settings per channel; a service sold here asks who earns the commission. */
    isCommissionEnabled: boolean('is_commission_enabled').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sales_channels_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    foreignKey({
      name: 'sales_channels_default_picking_warehouse_fk',
      columns: [t.tenantId, t.defaultPickingWarehouseId],
      foreignColumns: [stockLocations.tenantId, stockLocations.id],
    }),
  ],
);

export const salesChannelUsers = pgTable(
  'sales_channel_users',
  {
    tenantId: tenantRef(),
    salesChannelId: ref('sales_channel_id').notNull(),
    userId: ref('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.salesChannelId, t.userId] }),
    foreignKey({
      name: 'sales_channel_users_channel_fk',
      columns: [t.tenantId, t.salesChannelId],
      foreignColumns: [salesChannels.tenantId, salesChannels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sales_channel_users_user_fk',
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    index('sales_channel_users_user_idx').on(t.tenantId, t.userId),
  ],
);

/** A shop's selling rules at the counter (one row per shop; none means the defaults). */
export const salesSettings = pgTable(
  'sales_settings',
  {
    ...tenantKeys(),
    /** On: a line below its minimum price, or a discount above maxDiscountPercent, needs Override Prices. */
    requirePriceOverride: boolean('require_price_override').notNull().default(false),
    /** The largest discount (percent of what it is taken from) a sale may give without Override Prices; null: no cap. */
    maxDiscountPercent: numeric('max_discount_percent', { precision: 5, scale: 2 }),
    /** How many products a terminal keeps in its offline catalogue (most sold, then barcoded, past it). */
    offlineCatalogueCap: integer('offline_catalogue_cap').notNull().default(50000),
    /** The weekly cap (pesos of purchases, Monday to Sunday) of the 5% basic-necessity discount per purchase booklet. */
    basicNecessityWeeklyCap: numeric('basic_necessity_weekly_cap', { precision: 18, scale: 2 }).notNull().default('2500'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sales_settings_tenant_uq').on(t.tenantId),
    check(
      'sales_settings_percent_ck',
      sql`${t.maxDiscountPercent} is null or (${t.maxDiscountPercent} >= 0 and ${t.maxDiscountPercent} <= 100)`,
    ),
    check('sales_settings_offline_cap_ck', sql`${t.offlineCatalogueCap} between 1 and 1000000`),
    check('sales_settings_bnpc_cap_ck', sql`${t.basicNecessityWeeklyCap} >= 0`),
  ],
);
