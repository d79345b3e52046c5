import { sql } from 'drizzle-orm';
import { boolean, check, customType, foreignKey, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
import { ref, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { salesChannels } from './sales';

export const featureFlags = pgTable(
  'feature_flags',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('feature_flags_name_uq').on(t.tenantId, t.name)],
);

/** The shop's profile (sales_channel_id null) and per-channel overrides, as key/value settings. */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    ...tenantKeys(),
    salesChannelId: ref('sales_channel_id'),
    settings: jsonb('settings').$type<Record<string, string | null>>().notNull().default({}),
    /** The logo, resized to PNG at upload; shop profile only. */
    logo: bytea('logo'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      name: 'company_profiles_sales_channel_fk',
      columns: [t.tenantId, t.salesChannelId],
      foreignColumns: [salesChannels.tenantId, salesChannels.id],
    }).onDelete('cascade'),
    uniqueIndex('company_profiles_default_uq')
      .on(t.tenantId)
      .where(sql`${t.salesChannelId} is null`),
    uniqueIndex('company_profiles_channel_uq')
      .on(t.tenantId, t.salesChannelId)
      .where(sql`${t.salesChannelId} is not null`),
  ],
);

/** The shop's navigation settings: a visible flag per menu label per section. */
export const menuSettings = pgTable(
  'menu_settings',
  {
    ...tenantKeys(),
    settings: jsonb('settings').$type<Record<string, Record<string, boolean>>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('menu_settings_tenant_uq').on(t.tenantId)],
);

/** Receipt printing for the shop's terminals. */
export const printerSettings = pgTable(
  'printer_settings',
  {
    ...tenantKeys(),
    receiptWidth: integer('receipt_width').notNull().default(58),
    copies: integer('copies').notNull().default(1),
    printAutomatically: boolean('print_automatically').notNull().default(false),
    showLogo: boolean('show_logo').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('printer_settings_tenant_uq').on(t.tenantId),
    check('printer_settings_width_ck', sql`${t.receiptWidth} in (58, 80)`),
    check('printer_settings_copies_ck', sql`${t.copies} between 1 and 5`),
  ],
);
