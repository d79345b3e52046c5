import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ADJUSTMENT_MODES, PRODUCT_TYPES, SERIAL_SOURCES, SERIAL_STATUSES, STOCK_SOURCES } from '@oim/shared/schemas/inventory';
import { SPECIAL_DISCOUNT_CLASSES, VAT_CLASSES } from '@oim/shared/pos/tax';
import { money, quantity, ref, shopReference, tenantKeys, tenantPrimaryKey, tenantRef, timestamps } from './columns';
import { users } from './identity';
import { imports } from './imports';
import {
  commissionTemplates,
  pricingGroups,
  pricingScheduleTemplates,
  productBrands,
  productCategories,
  stockLocations,
  suppliers,
  unitClasses,
  unitsOfMeasure,
  warrantyTemplates,
} from './masterfile';

export const products = pgTable(
  'products',
  {
    ...tenantKeys(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    description: text('description'),
    type: text('type', { enum: PRODUCT_TYPES }).notNull(),
    categoryId: ref('category_id'),
    brandId: ref('brand_id'),
    unitClassId: ref('unit_class_id').notNull(),
    /** The unit the product is priced and sold in by default; stock is kept in its class's base unit. */
    unitOfMeasureId: ref('unit_of_measure_id').notNull(),
    basePrice: money('base_price').notNull().default('0'),
    cost: money('cost'),
    /** The lowest unit price (in the product's own unit) a sale may take without Override Prices, when the shop requires it. */
    minimumPrice: money('minimum_price'),
    /** The moving weighted average cost of one base unit, kept exact; `cost` is it to the centavo. */
    averageCost: numeric('average_cost', { precision: 18, scale: 6 }),
    /** The unit cost (per base unit) and supplier of the last purchase received. */
    lastPurchaseCost: money('last_purchase_cost'),
    lastSupplierId: ref('last_supplier_id'),
    /** Whom the shop usually buys it from (suggested purchase orders group by it). */
    preferredSupplierId: ref('preferred_supplier_id'),
    reorderPoint: quantity('reorder_point'),
    isSerialized: boolean('is_serialized').notNull().default(false),
    commissionTemplateId: ref('commission_template_id'),
    pricingScheduleTemplateId: ref('pricing_schedule_template_id'),
    pricingGroupId: ref('pricing_group_id'),
    warrantyTemplateId: ref('warranty_template_id'),
    isActive: boolean('is_active').notNull().default(true),
    /** How the product is sold on a VAT shop: VATABLE (price includes 12% VAT), VAT_EXEMPT or ZERO_RATED. */
    vatClass: text('vat_class', { enum: VAT_CLASSES }).notNull().default('VATABLE'),
    /** Which senior citizen / PWD discount it takes: NONE (default), BASIC_NECESSITY (5%, VAT kept, weekly cap) or FULL (20%, VAT-exempt). */
    specialDiscountClass: text('special_discount_class', { enum: SPECIAL_DISCOUNT_CLASSES }).notNull().default('NONE'),
    /**
     * lower(sku) and lower(product_name), stored for the terminal's search. Under row-level security
     * a condition can use an index only if its operators are leakproof; lower(), LIKE and pg_trgm's
     * are not, so the search compares these columns with = and ~>=~ / ~<~ (leakproof) instead.
     */
    skuKey: text('sku_key').generatedAlwaysAs(sql`lower(sku)`),
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(product_name)`),
    /** The import that made it (moving in), or null. */
    importId: ref('import_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('products_sku_uq').on(t.tenantId, sql`lower(${t.sku})`),
    index('products_sku_key_idx').on(t.tenantId, t.skuKey.op('text_pattern_ops')),
    // Name fragments are found by reading names in order from the index alone, active flag included.
    index('products_name_key_idx').on(t.tenantId, t.nameKey, t.id, t.isActive),
    index('products_name_idx').on(t.tenantId, sql`lower(${t.productName})`),
    index('products_category_idx').on(t.tenantId, t.categoryId),
    index('products_brand_idx').on(t.tenantId, t.brandId),
    // The stocks summary bounds the rows it joins for 'below reorder point' by the largest one.
    index('products_reorder_point_idx').on(t.tenantId, t.reorderPoint),
    // The offline terminal's catalogue refresh reads what changed since its last one.
    index('products_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    // The inventory ledger's page in name or SKU order is read from these before any row's figures.
    index('products_name_order_idx').on(t.tenantId, t.productName, t.id),
    index('products_sku_order_idx').on(t.tenantId, t.sku, t.id),
    shopReference('products_category_fk', t.tenantId, t.categoryId, productCategories),
    shopReference('products_brand_fk', t.tenantId, t.brandId, productBrands),
    shopReference('products_unit_class_fk', t.tenantId, t.unitClassId, unitClasses),
    shopReference('products_unit_of_measure_fk', t.tenantId, t.unitOfMeasureId, unitsOfMeasure),
    shopReference('products_last_supplier_fk', t.tenantId, t.lastSupplierId, suppliers),
    shopReference('products_preferred_supplier_fk', t.tenantId, t.preferredSupplierId, suppliers),
    shopReference('products_import_fk', t.tenantId, t.importId, imports),
    index('products_import_idx')
      .on(t.tenantId, t.importId)
      .where(sql`${t.importId} is not null`),
    shopReference('products_commission_template_fk', t.tenantId, t.commissionTemplateId, commissionTemplates),
    shopReference('products_pricing_schedule_template_fk', t.tenantId, t.pricingScheduleTemplateId, pricingScheduleTemplates),
    shopReference('products_pricing_group_fk', t.tenantId, t.pricingGroupId, pricingGroups),
    shopReference('products_warranty_template_fk', t.tenantId, t.warrantyTemplateId, warrantyTemplates),
    check('products_vat_class_ck', sql`${t.vatClass} in ('VATABLE', 'VAT_EXEMPT', 'ZERO_RATED')`),
    check('products_special_discount_class_ck', sql`${t.specialDiscountClass} in ('NONE', 'BASIC_NECESSITY', 'FULL')`),
    check('products_type_ck', sql`${t.type} in ('PRODUCT', 'BUNDLE', 'SERVICE')`),
    check('products_serial_ck', sql`not ${t.isSerialized} or ${t.type} = 'PRODUCT'`),
    check(
      'products_price_ck',
      sql`${t.basePrice} >= 0 and (${t.cost} is null or ${t.cost} >= 0) and (${t.minimumPrice} is null or ${t.minimumPrice} >= 0)`,
    ),
  ],
);

/**
 * The words of the shop's product names (lower case, split at anything not a letter or digit),
 * each once: the terminal's name search finds the words holding what the cashier typed here.
 * Kept with product_name_words by statement triggers on products (migration 0010).
 */
export const productWords = pgTable(
  'product_words',
  {
    tenantId: tenantRef(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.word] })],
);

/**
 * Each product under each word of its name, in name order: the terminal's name search reads a
 * word's products in the order it answers, stopping at the page. Under row-level security an
 * index serves only leakproof comparisons (text =, not LIKE or pg_trgm's), so a name fragment is
 * looked up as words (=) instead of scanning every name.
 */
export const productNameWords = pgTable(
  'product_name_words',
  {
    tenantId: tenantRef(),
    word: text('word').notNull(),
    nameKey: text('name_key').notNull(),
    productId: ref('product_id').notNull(),
    isActive: boolean('is_active').notNull(),
  },
  // Active products of a word in name order: the search reads this key alone.
  (t) => [primaryKey({ columns: [t.tenantId, t.word, t.isActive, t.nameKey, t.productId] })],
);

/**
 * The trigrams of each word of product_words (pg_trgm's show_trgm), kept by a trigger on
 * product_words (migration 0011): the terminal's search finds the words like a mistyped one by the
 * trigrams they share, through this key (=), since under row-level security a trigram index serves
 * no query (pg_trgm's operators are not leakproof).
 */
export const productWordTrigrams = pgTable(
  'product_word_trigrams',
  {
    tenantId: tenantRef(),
    trigram: text('trigram').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.trigram, t.word] }),
    foreignKey({
      name: 'product_word_trigrams_word_fk',
      columns: [t.tenantId, t.word],
      foreignColumns: [productWords.tenantId, productWords.word],
    }).onDelete('cascade'),
  ],
);

export const productBarcodes = pgTable(
  'product_barcodes',
  {
    ...tenantKeys(),
    productId: ref('product_id').notNull(),
    barcode: text('barcode').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('product_barcodes_barcode_uq').on(t.tenantId, t.barcode),
    index('product_barcodes_product_idx').on(t.tenantId, t.productId),
    shopReference('product_barcodes_product_fk', t.tenantId, t.productId, products).onDelete('cascade'),
  ],
);

/** The product's price in another unit of its class (per box, per dozen). */
export const productPrices = pgTable(
  'product_prices',
  {
    ...tenantKeys(),
    productId: ref('product_id').notNull(),
    uomId: ref('uom_id').notNull(),
    price: money('price').notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('product_prices_product_uom_uq').on(t.tenantId, t.productId, t.uomId),
    index('product_prices_updated_idx').on(t.tenantId, t.updatedAt),
    shopReference('product_prices_product_fk', t.tenantId, t.productId, products).onDelete('cascade'),
    shopReference('product_prices_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
    check('product_prices_price_ck', sql`${t.price} >= 0`),
  ],
);

/** What one bundle is made of. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    ...tenantKeys(),
    bundleId: ref('bundle_id').notNull(),
    itemId: ref('item_id').notNull(),
    quantity: quantity('quantity').notNull(),
    uomId: ref('uom_id').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('bundle_items_item_uq').on(t.tenantId, t.bundleId, t.itemId, t.uomId),
    shopReference('bundle_items_bundle_fk', t.tenantId, t.bundleId, products).onDelete('cascade'),
    shopReference('bundle_items_item_fk', t.tenantId, t.itemId, products),
    shopReference('bundle_items_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
    check('bundle_items_quantity_ck', sql`${t.quantity} > 0`),
    check('bundle_items_not_self_ck', sql`${t.bundleId} <> ${t.itemId}`),
  ],
);

/** On hand per product per location, in the base unit. Changed only with a ledger row, in one transaction. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    ...tenantKeys(),
    productId: ref('product_id').notNull(),
    locationId: ref('location_id').notNull(),
    onHand: quantity('on_hand').notNull().default('0'),
    /**
     * The location carries the product: stock has moved there at least once. Every product has a
     * row at every location, so a zero on hand alone does not make it out of stock there.
     */
    carried: boolean('carried').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stock_levels_product_location_uq').on(t.tenantId, t.productId, t.locationId),
    index('stock_levels_location_idx').on(t.tenantId, t.locationId),
    shopReference('stock_levels_product_fk', t.tenantId, t.productId, products).onDelete('cascade'),
    shopReference('stock_levels_location_fk', t.tenantId, t.locationId, stockLocations),
  ],
);

/**
 * The shop's stock in total per location, kept by triggers on stock_levels and products (migration
 * 0031): each statement that changes stock rows, or a product's cost, adds a row of what it changed;
 * `stockTotals` (modules/inventory/stock-totals.ts) sums them and now and then folds a location's
 * rows into one. Over the carried rows: how many, how many hold stock, the units on hand and their
 * value at each product's cost, rounded per row (the inventory ledger's closing value).
 */
export const stockTotals = pgTable(
  'stock_totals',
  {
    ...tenantKeys(),
    locationId: ref('location_id').notNull(),
    rowCount: integer('row_count').notNull(),
    stockedCount: integer('stocked_count').notNull(),
    onHand: numeric('on_hand').notNull(),
    value: numeric('value').notNull(),
  },
  (t) => [tenantPrimaryKey(t), index('stock_totals_location_idx').on(t.tenantId, t.locationId)],
);

/**
 * Units moved in and out per UTC hour and location, kept by triggers on stock_movements (migration
 * 0033) the way stock_totals is: each statement that adds (or changes) movements adds a row per hour and
 * location, and `stock_moves_fold` merges an hour's rows into one. What a long period of the inventory
 * ledger sums instead of its movements (a year of the benchmark shop: 1.3M movements).
 */
export const stockMovesByHour = pgTable(
  'stock_moves_by_hour',
  {
    ...tenantKeys(),
    movedHour: timestamp('moved_hour', { withTimezone: true }).notNull(),
    locationId: ref('location_id').notNull(),
    unitsIn: numeric('units_in').notNull(),
    unitsOut: numeric('units_out').notNull(),
  },
  (t) => [tenantPrimaryKey(t), index('stock_moves_by_hour_hour_idx').on(t.tenantId, t.movedHour, t.locationId, t.unitsIn, t.unitsOut)],
);

/**
 * A sale made offline that took a location below zero for a product even though the shop does not
 * allow negative stock (the goods had already left): one row per product and location of the sale,
 * listed for the manager on the stocks screen and the low-stock report ("sold offline while short").
 */
export const stockShortages = pgTable(
  'stock_shortages',
  {
    ...tenantKeys(),
    productId: ref('product_id').notNull(),
    locationId: ref('location_id').notNull(),
    sourceType: text('source_type', { enum: STOCK_SOURCES }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** How far below zero this posting took the location (in the base unit, positive). */
    quantityShort: quantity('quantity_short').notNull(),
    balanceAfter: quantity('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('stock_shortages_product_idx').on(t.tenantId, t.productId, t.locationId),
    shopReference('stock_shortages_product_fk', t.tenantId, t.productId, products),
    shopReference('stock_shortages_location_fk', t.tenantId, t.locationId, stockLocations),
    check('stock_shortages_quantity_ck', sql`${t.quantityShort} > 0`),
  ],
);

/** The stock ledger: every change of on hand, with what caused it. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...tenantKeys(),
    productId: ref('product_id').notNull(),
    locationId: ref('location_id').notNull(),
    /** Signed, in the base unit. */
    quantity: quantity('quantity').notNull(),
    balanceAfter: quantity('balance_after').notNull(),
    /** What was entered: this many of this unit. */
    uomId: ref('uom_id'),
    uomQuantity: quantity('uom_quantity'),
    sourceType: text('source_type', { enum: STOCK_SOURCES }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    sourceNumber: text('source_number'),
    /** What one base unit cost: a receipt's cost in, the moving average out. */
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }),
    note: text('note'),
    /** The import whose opening stock it is (source OPENING_STOCK), or null. */
    importId: ref('import_id'),
    createdBy: ref('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('stock_movements_product_idx').on(t.tenantId, t.productId, t.createdAt),
    index('stock_movements_source_idx').on(t.tenantId, t.sourceType, t.sourceId),
    // The inventory ledger report reads the movements from its period's start on, its totals from
    // the index alone (product, location and quantity included).
    index('stock_movements_created_idx').on(t.tenantId, t.createdAt, t.productId, t.locationId, t.quantity),
    // The movements that left a row at zero (few: sell-outs), by time: which rows at zero moved in a period.
    index('stock_movements_emptied_idx')
      .on(t.tenantId, t.createdAt, t.productId, t.locationId)
      .where(sql`${t.balanceAfter} = 0`),
    shopReference('stock_movements_product_fk', t.tenantId, t.productId, products),
    shopReference('stock_movements_location_fk', t.tenantId, t.locationId, stockLocations),
    shopReference('stock_movements_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
    shopReference('stock_movements_user_fk', t.tenantId, t.createdBy, users),
    shopReference('stock_movements_import_fk', t.tenantId, t.importId, imports),
  ],
);

export const serialNumbers = pgTable(
  'serial_numbers',
  {
    ...tenantKeys(),
    productId: ref('product_id').notNull(),
    serialNumber: text('serial_number').notNull(),
    status: text('status', { enum: SERIAL_STATUSES }).notNull(),
    /** Where the unit is while the shop holds it (IN_STOCK, or RETURNED from a customer and restocked); null once it left. */
    locationId: ref('location_id'),
    source: text('source', { enum: SERIAL_SOURCES }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('serial_numbers_product_serial_uq').on(t.tenantId, t.productId, sql`lower(${t.serialNumber})`),
    index('serial_numbers_location_idx').on(t.tenantId, t.productId, t.locationId, t.status),
    shopReference('serial_numbers_product_fk', t.tenantId, t.productId, products),
    shopReference('serial_numbers_location_fk', t.tenantId, t.locationId, stockLocations),
  ],
);

/** Which serial numbers a ledger row moved. */
export const stockMovementSerials = pgTable(
  'stock_movement_serials',
  {
    tenantId: tenantRef(),
    movementId: ref('movement_id').notNull(),
    serialId: ref('serial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.movementId, t.serialId] }),
    index('stock_movement_serials_serial_idx').on(t.tenantId, t.serialId),
    foreignKey({
      name: 'stock_movement_serials_movement_fk',
      columns: [t.tenantId, t.movementId],
      foreignColumns: [stockMovements.tenantId, stockMovements.id],
    }),
    foreignKey({
      name: 'stock_movement_serials_serial_fk',
      columns: [t.tenantId, t.serialId],
      foreignColumns: [serialNumbers.tenantId, serialNumbers.id],
    }),
  ],
);

export const inventoryAdjustments = pgTable(
  'inventory_adjustments',
  {
    ...tenantKeys(),
    adjustmentNumber: text('adjustment_number').notNull(),
    locationId: ref('location_id').notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('inventory_adjustments_number_uq').on(t.tenantId, t.adjustmentNumber),
    shopReference('inventory_adjustments_location_fk', t.tenantId, t.locationId, stockLocations),
    shopReference('inventory_adjustments_user_fk', t.tenantId, t.createdBy, users),
  ],
);

export const inventoryAdjustmentItems = pgTable(
  'inventory_adjustment_items',
  {
    ...tenantKeys(),
    adjustmentId: ref('adjustment_id').notNull(),
    productId: ref('product_id').notNull(),
    uomId: ref('uom_id').notNull(),
    /** delta: quantity is added (negative takes out); count: quantity is what was counted. */
    mode: text('mode', { enum: ADJUSTMENT_MODES }).notNull(),
    quantity: quantity('quantity').notNull(),
    previousOnHand: quantity('previous_on_hand').notNull(),
    /** The change in the base unit. */
    baseDelta: quantity('base_delta').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('inventory_adjustment_items_adjustment_idx').on(t.tenantId, t.adjustmentId),
    shopReference('inventory_adjustment_items_adjustment_fk', t.tenantId, t.adjustmentId, inventoryAdjustments).onDelete('cascade'),
    shopReference('inventory_adjustment_items_product_fk', t.tenantId, t.productId, products),
    shopReference('inventory_adjustment_items_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
  ],
);

export const stockTransfers = pgTable(
  'stock_transfers',
  {
    ...tenantKeys(),
    transferNumber: text('transfer_number').notNull(),
    sourceWarehouseId: ref('source_warehouse_id').notNull(),
    destinationWarehouseId: ref('destination_warehouse_id').notNull(),
    notes: text('notes'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stock_transfers_number_uq').on(t.tenantId, t.transferNumber),
    shopReference('stock_transfers_source_fk', t.tenantId, t.sourceWarehouseId, stockLocations),
    shopReference('stock_transfers_destination_fk', t.tenantId, t.destinationWarehouseId, stockLocations),
    shopReference('stock_transfers_user_fk', t.tenantId, t.createdBy, users),
    check('stock_transfers_locations_ck', sql`${t.sourceWarehouseId} <> ${t.destinationWarehouseId}`),
  ],
);

export const stockTransferItems = pgTable(
  'stock_transfer_items',
  {
    ...tenantKeys(),
    transferId: ref('transfer_id').notNull(),
    productId: ref('product_id').notNull(),
    uomId: ref('uom_id').notNull(),
    quantity: quantity('quantity').notNull(),
    baseQuantity: quantity('base_quantity').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('stock_transfer_items_transfer_idx').on(t.tenantId, t.transferId),
    shopReference('stock_transfer_items_transfer_fk', t.tenantId, t.transferId, stockTransfers).onDelete('cascade'),
    shopReference('stock_transfer_items_product_fk', t.tenantId, t.productId, products),
    shopReference('stock_transfer_items_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
    check('stock_transfer_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** Gap-free document numbers per shop and kind: the counter row is locked by the transaction that takes a number. */
export const documentSeries = pgTable(
  'document_series',
  {
    tenantId: tenantRef(),
    kind: text('kind').notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

/** Shop-wide inventory rules. */
export const inventorySettings = pgTable(
  'inventory_settings',
  {
    ...tenantKeys(),
    /** Off by default: a movement that would take a product below zero at a location is refused. */
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    /** Suggested purchase quantity = reorder point × this − on hand. */
    reorderFactor: numeric('reorder_factor', { precision: 6, scale: 2 }).notNull().default('2'),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('inventory_settings_tenant_uq').on(t.tenantId)],
);

/**
 * Stock rows with their product and location, for the stocks list. Created by a hand-written
 * migration WITH (security_invoker = true), so row-level security of the tables below applies.
 */
export const stockOverview = pgView('stock_overview', {
  id: bigint('id', { mode: 'number' }).notNull(),
  tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
  productId: bigint('product_id', { mode: 'number' }).notNull(),
  locationId: bigint('location_id', { mode: 'number' }).notNull(),
  onHand: quantity('on_hand').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  carried: boolean('carried').notNull(),
  sku: text('sku').notNull(),
  productName: text('product_name').notNull(),
  type: text('type').notNull(),
  categoryId: bigint('category_id', { mode: 'number' }),
  brandId: bigint('brand_id', { mode: 'number' }),
  reorderPoint: quantity('reorder_point'),
  isActive: boolean('is_active').notNull(),
  locationName: text('location_name').notNull(),
  baseUnit: text('base_unit'),
}).existing();
