import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STOCK_COUNT_ENTRY_MODES, STOCK_COUNT_SCOPES, STOCK_COUNT_STATUSES } from '@oim/shared/schemas/stock-counts';
import { quantity, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { users } from './identity';
import { products } from './inventory';
import { stockLocations, suppliers, unitsOfMeasure } from './masterfile';

/**
 * A physical count of one location (issue 35; docs/architecture/stock-counts.md). Its products are
 * fixed when counting starts (stock_count_lines), each with the on-hand at that moment and the last
 * ledger row then; counters' entries add up per product; posting moves each difference through the
 * ledger (source STOCK_COUNT). Never deleted: a count not wanted is cancelled with its reason.
 */
export const stockCounts = pgTable(
  'stock_counts',
  {
    ...tenantKeys(),
    stockCountNumber: text('stock_count_number').notNull(),
    locationId: ref('location_id').notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: STOCK_COUNT_SCOPES }).notNull().default('ALL'),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    brandIds: jsonb('brand_ids').$type<number[]>().notNull().default([]),
    supplierId: ref('supplier_id'),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    /** Counters do not see expected quantities. */
    blind: boolean('blind').notNull().default(false),
    notes: text('notes'),
    status: text('status', { enum: STOCK_COUNT_STATUSES }).notNull().default('DRAFT'),
    /** The shop's day the count is for: the day it was made, then the day counting started. */
    countDate: date('count_date', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedBy: ref('started_by'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedBy: ref('posted_by'),
    /** What the post said of the products nobody counted. */
    zeroUncounted: boolean('zero_uncounted'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: ref('cancelled_by'),
    cancelReason: text('cancel_reason'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stock_counts_number_uq').on(t.tenantId, t.stockCountNumber),
    index('stock_counts_location_idx').on(t.tenantId, t.locationId, t.status),
    shopReference('stock_counts_location_fk', t.tenantId, t.locationId, stockLocations),
    shopReference('stock_counts_supplier_fk', t.tenantId, t.supplierId, suppliers),
    shopReference('stock_counts_started_by_fk', t.tenantId, t.startedBy, users),
    shopReference('stock_counts_posted_by_fk', t.tenantId, t.postedBy, users),
    shopReference('stock_counts_cancelled_by_fk', t.tenantId, t.cancelledBy, users),
    shopReference('stock_counts_created_by_fk', t.tenantId, t.createdBy, users),
    check(
      'stock_counts_started_ck',
      sql`${t.status} = 'DRAFT' or ${t.status} = 'CANCELLED' or (${t.startedAt} is not null and ${t.startedBy} is not null)`,
    ),
    check('stock_counts_posted_ck', sql`${t.status} <> 'POSTED' or (${t.postedAt} is not null and ${t.zeroUncounted} is not null)`),
    check('stock_counts_cancelled_ck', sql`${t.status} <> 'CANCELLED' or (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`),
  ],
);

/**
 * A product in a count's scope, fixed at start: its on-hand then and the last ledger row of it at
 * the location then (its movements since are the ledger rows after it). `counted` and
 * `last_entry_at` are kept with its entries; the expected quantity, the difference and the cost are
 * kept when the count is posted.
 */
export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    ...tenantKeys(),
    stockCountId: ref('stock_count_id').notNull(),
    productId: ref('product_id').notNull(),
    onHandAtStart: quantity('on_hand_at_start').notNull(),
    /** The id of the product's last ledger row at the location when counting started (0: none). */
    startMovementId: bigint('start_movement_id', { mode: 'number' }).notNull(),
    /** Σ of each counter's total (base unit); null while no entry counts it. */
    counted: quantity('counted'),
    /** The device time of its last entry: movements up to then are expected, after it are not. */
    lastEntryAt: timestamp('last_entry_at', { withTimezone: true }),
    entryCount: integer('entry_count').notNull().default(0),
    /** Kept by the post. */
    expected: quantity('expected'),
    difference: quantity('difference'),
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stock_count_lines_product_uq').on(t.tenantId, t.stockCountId, t.productId),
    shopReference('stock_count_lines_count_fk', t.tenantId, t.stockCountId, stockCounts),
    shopReference('stock_count_lines_product_fk', t.tenantId, t.productId, products),
  ],
);

/**
 * One scan or typed count by one user: ADD adds to that user's total of the product, SET replaces
 * it (in the order the device counted them). `entry_id` is the device's: the same one again is the
 * same entry. Removed entries are kept with who removed them and when.
 */
export const stockCountEntries = pgTable(
  'stock_count_entries',
  {
    ...tenantKeys(),
    stockCountId: ref('stock_count_id').notNull(),
    lineId: ref('line_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    userId: ref('user_id').notNull(),
    mode: text('mode', { enum: STOCK_COUNT_ENTRY_MODES }).notNull(),
    uomId: ref('uom_id').notNull(),
    quantity: quantity('quantity').notNull(),
    baseQuantity: quantity('base_quantity').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: ref('removed_by'),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stock_count_entries_entry_uq').on(t.tenantId, t.stockCountId, t.entryId),
    index('stock_count_entries_line_idx').on(t.tenantId, t.lineId, t.countedAt),
    shopReference('stock_count_entries_count_fk', t.tenantId, t.stockCountId, stockCounts),
    shopReference('stock_count_entries_line_fk', t.tenantId, t.lineId, stockCountLines),
    shopReference('stock_count_entries_user_fk', t.tenantId, t.userId, users),
    shopReference('stock_count_entries_removed_by_fk', t.tenantId, t.removedBy, users),
    shopReference('stock_count_entries_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
    check('stock_count_entries_quantity_ck', sql`${t.quantity} >= 0 and ${t.baseQuantity} >= 0`),
  ],
);
