import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEDIA_COLLECTIONS } from '@oim/shared/schemas/inventory';
import { ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { users } from './identity';

/** An uploaded image of a product, service order or comment, with its thumb/large/original variants. */
export const mediaFiles = pgTable(
  'media_files',
  {
    ...tenantKeys(),
    /** The owner's kind as it appears in media URLs: 'products', 'service-orders', ... */
    modelType: text('model_type').notNull(),
    modelId: bigint('model_id', { mode: 'number' }).notNull(),
    collection: text('collection', { enum: MEDIA_COLLECTIONS }).notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Where the variants are kept (a folder on disk or a key prefix in the bucket). */
    storageKey: text('storage_key').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    customProperties: jsonb('custom_properties').$type<Record<string, string>>().notNull().default({}),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('media_files_model_idx').on(t.tenantId, t.modelType, t.modelId),
    uniqueIndex('media_files_one_primary_uq')
      .on(t.tenantId, t.modelType, t.modelId)
      .where(sql`${t.isPrimary}`),
    // An image outlives the user who uploaded it. The migration sets only created_by to null
    // (ON DELETE SET NULL ("created_by")): tenant_id is half of the key and may not be nulled.
    shopReference('media_files_created_by_fk', t.tenantId, t.createdBy, users).onDelete('set null'),
    check(
      'media_files_collection_ck',
      sql`${t.collection} in ('product_images', 'service_order_images', 'comment_images', 'expense_receipts')`,
    ),
  ],
);
