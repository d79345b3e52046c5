import { sql } from 'drizzle-orm';
import { boolean, foreignKey, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
