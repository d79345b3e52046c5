import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import {
  COMMISSION_STATUSES,
  PICKLIST_STATUSES,
  QUOTATION_STATUSES,
  RECEIVABLE_STATUSES,
  SALES_ORDER_STATUSES,
} from '@oim/shared/schemas/sales';
import { INSTALLMENT_INTERVALS } from '@oim/shared/schemas/finance';
import { SPECIAL_DISCOUNT_CLASSES, SPECIAL_DISCOUNT_KINDS, VAT_CLASSES } from '@oim/shared/pos/tax';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { money, quantity, ref, shopReference, tenantKeys, tenantPrimaryKey, tenantRef, timestamps, voidColumns } from './columns';
import { users } from './identity';
import { imports } from './imports';
import { products } from './inventory';
import { commissionTemplates, paymentTypes, stockLocations, unitsOfMeasure } from './masterfile';
import { posShifts, posTerminals, posZReadings } from './pos-terminals';
import { customers, salesChannels } from './sales';

/** A discount as it was applied (spec 3: Applied discount). */
export type StoredDiscount = {
  type: 'percentage' | 'fixed';
  scope: 'sales_order' | 'sales_order_item';
  code: string | null;
  discount_id: number | null;
  /** An offline sale's discount the shop does not have: the id the device sent, as text (never a reference). */
  sent_discount_id?: string;
  base_amount: number;
  discount_amount: number;
  value: number;
};

export const salesOrders = pgTable(
  'sales_orders',
  {
    ...tenantKeys(),
    salesOrderNumber: text('sales_order_number').notNull(),
    salesOrderDate: timestamp('sales_order_date', { withTimezone: true }).notNull().defaultNow(),
    salesChannelId: ref('sales_channel_id').notNull(),
    customerId: ref('customer_id').notNull(),
    /** Where the stock was taken from: the channel's default picking location at the time of sale. */
    locationId: ref('location_id').notNull(),
    status: text('status', { enum: SALES_ORDER_STATUSES }).notNull().default('COMPLETED'),
    grossTotal: money('gross_total').notNull(),
    discountTotal: money('discount_total').notNull(),
    taxTotal: money('tax_total').notNull(),
    netTotal: money('net_total').notNull(),
    paidAmountTotal: money('paid_amount_total').notNull(),
    taxed: boolean('taxed').notNull().default(false),
    publicNote: text('public_note'),
    appliedDiscounts: jsonb('applied_discounts').$type<StoredDiscount[]>().notNull().default([]),
    quotationId: ref('quotation_id'),
    receiptPrints: integer('receipt_prints').notNull().default(0),
    /** A sale posted at a BIR terminal (pos-terminals): the terminal, the shift and its invoice number there. */
    terminalId: ref('terminal_id'),
    shiftId: ref('shift_id'),
    invoiceNumber: text('invoice_number'),
    /**
     * A sale made while the terminal was offline (posted later by its sync): the terminal's own id for
     * it (unique per shop, the permanent guard against posting it twice), the device and the
     * provisional number its receipt printed. sales_order_date is when it was made; created_at when it synced.
     */
    clientSaleId: uuid('client_sale_id'),
    offlineDeviceId: text('offline_device_id'),
    offlineProvisionalNumber: text('offline_provisional_number'),
    /** Some line or discount was sold at other than today's price (see post-offline-sale.ts). */
    priceChangedOffline: boolean('price_changed_offline').notNull().default(false),
    /**
     * An offline sale that broke a price rule the online route refuses (see post-offline-sale.ts):
     * posted all the same (the goods have left), with its reasons (PRICE_REVIEW_REASONS), until a
     * holder of Override Prices approves it (who, when and why are kept).
     */
    priceReviewRequired: boolean('price_review_required').notNull().default(false),
    priceReviewReasons: jsonb('price_review_reasons').$type<string[]>().notNull().default([]),
    priceApprovedBy: ref('price_approved_by'),
    priceApprovedAt: timestamp('price_approved_at', { withTimezone: true }),
    priceApprovalReason: text('price_approval_reason'),
    /** An offline sale made before its terminal's last Z reading and synced after it: the next reading counts it. */
    lateForReading: boolean('late_for_reading').notNull().default(false),
    /** The Z reading that claimed this terminal sale (null until the terminal's next Z reading). */
    zReadingId: ref('z_reading_id'),
    createdBy: ref('created_by'),
    ...voidColumns(),
    // VAT and the senior citizen / PWD discount (see computeOrder): on a VAT shop vatable_sales
    // (VAT-exclusive) + vat_amount + vat_exempt_sales + zero_rated_sales = net_total; all 0 on NON_VAT.
    vatableSales: numeric('vatable_sales', { precision: 18, scale: 2 }).notNull().default('0'),
    vatAmount: numeric('vat_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    vatExemptSales: numeric('vat_exempt_sales', { precision: 18, scale: 2 }).notNull().default('0'),
    zeroRatedSales: numeric('zero_rated_sales', { precision: 18, scale: 2 }).notNull().default('0'),
    specialDiscountKind: text('special_discount_kind', { enum: SPECIAL_DISCOUNT_KINDS }),
    /** The special discounts themselves (the 20% and the 5%); the VAT removed before the 20% is in discount_total too (Σ lines' special_vat_removed). */
    specialDiscountTotal: numeric('special_discount_total', { precision: 18, scale: 2 }).notNull().default('0'),
    /** The part of special_discount_total that is the 5% on basic necessities and prime commodities. */
    basicNecessityDiscountTotal: numeric('basic_necessity_discount_total', { precision: 18, scale: 2 }).notNull().default('0'),
    specialDiscountHolderName: text('special_discount_holder_name'),
    specialDiscountHolderId: text('special_discount_holder_id'),
    specialDiscountHolderTin: text('special_discount_holder_tin'),
    /** The holder's purchase booklet number (the 5% on basic necessities is capped per booklet and week). */
    specialDiscountBookletNo: text('special_discount_booklet_no'),
    ...timestamps(),
  },
  // Typed, as sales orders and quotations point at each other.
  (t): PgTableExtraConfigValue[] => [
    tenantPrimaryKey(t),
    uniqueIndex('sales_orders_number_uq').on(t.tenantId, t.salesOrderNumber),
    index('sales_orders_date_idx').on(t.tenantId, t.salesOrderDate),
    index('sales_orders_customer_idx').on(t.tenantId, t.customerId),
    // The daily sales report reads completed orders by date from this index alone (index-only scan).
    index('sales_orders_daily_report_idx')
      .on(t.tenantId, t.salesOrderDate, t.salesChannelId, t.grossTotal, t.discountTotal, t.netTotal, t.paidAmountTotal)
      .where(sql`${t.status} = 'COMPLETED'`),
    shopReference('sales_orders_channel_fk', t.tenantId, t.salesChannelId, salesChannels),
    shopReference('sales_orders_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('sales_orders_location_fk', t.tenantId, t.locationId, stockLocations),
    shopReference('sales_orders_created_by_fk', t.tenantId, t.createdBy, users),
    shopReference('sales_orders_voided_by_fk', t.tenantId, t.voidedBy, users),
    // The quotation an order was generated from; a converted quotation is kept (it cannot be deleted).
    shopReference('sales_orders_quotation_fk', t.tenantId, t.quotationId, quotations),
    // Deleting a quotation checks that no order came from it: by this index, not a scan of every order.
    index('sales_orders_quotation_idx')
      .on(t.tenantId, t.quotationId)
      .where(sql`${t.quotationId} is not null`),
    check('sales_orders_status_ck', sql`${t.status} in ('COMPLETED', 'VOIDED')`),
    // Each terminal's invoice series: one sale per number (a voided sale keeps its number).
    uniqueIndex('sales_orders_invoice_number_uq')
      .on(t.tenantId, t.terminalId, t.invoiceNumber)
      .where(sql`${t.terminalId} is not null`),
    index('sales_orders_shift_idx')
      .on(t.tenantId, t.shiftId)
      .where(sql`${t.shiftId} is not null`),
    uniqueIndex('sales_orders_client_sale_uq')
      .on(t.tenantId, t.clientSaleId)
      .where(sql`${t.clientSaleId} is not null`),
    index('sales_orders_price_changed_offline_idx')
      .on(t.tenantId, t.salesOrderDate)
      .where(sql`${t.priceChangedOffline}`),
    // Price exceptions still waiting for approval (GET sales/price-exceptions).
    index('sales_orders_price_review_idx')
      .on(t.tenantId, t.salesOrderDate)
      .where(sql`${t.priceReviewRequired} and ${t.priceApprovedAt} is null`),
    shopReference('sales_orders_price_approved_by_fk', t.tenantId, t.priceApprovedBy, users),
    shopReference('sales_orders_terminal_fk', t.tenantId, t.terminalId, posTerminals),
    shopReference('sales_orders_shift_fk', t.tenantId, t.shiftId, posShifts),
    shopReference('sales_orders_z_reading_fk', t.tenantId, t.zReadingId, posZReadings),
    // A Z reading claims the terminal's sales no reading has claimed yet: found by this index.
    index('sales_orders_unread_idx')
      .on(t.tenantId, t.terminalId)
      .where(sql`${t.terminalId} is not null and ${t.zReadingId} is null`),
    check(
      'sales_orders_special_discount_ck',
      sql`${t.specialDiscountKind} is null or (${t.specialDiscountKind} in ('SENIOR_CITIZEN', 'PWD') and ${t.specialDiscountHolderName} is not null)`,
    ),
  ],
);

/**
 * Completed sales per UTC hour and sales channel, for the daily sales report: a day of a
 * whole-hour time zone is the sum of its 24 hours, however many orders there are. Kept by the
 * trigger sales_orders_count_sales_by_hour (migration 0009) in the transaction that changes an
 * order. A sale counts once it has its number: while it is still 'PENDING-…' nothing is locked
 * here, so concurrent sales only meet on this row where they already queue for the shop's counter.
 */
export const salesByHour = pgTable(
  'sales_by_hour',
  {
    tenantId: tenantRef(),
    /** The hour's first instant (UTC). */
    salesHour: timestamp('sales_hour', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    orderCount: integer('order_count').notNull().default(0),
    grossTotal: numeric('gross_total', { precision: 18, scale: 2 }).notNull().default('0'),
    discountTotal: numeric('discount_total', { precision: 18, scale: 2 }).notNull().default('0'),
    netTotal: numeric('net_total', { precision: 18, scale: 2 }).notNull().default('0'),
    paidTotal: numeric('paid_total', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.salesHour, t.salesChannelId] }),
    shopReference('sales_by_hour_channel_fk', t.tenantId, t.salesChannelId, salesChannels),
  ],
);

export type StoredBundleModification = {
  bundleItemId: number;
  productId: number;
  productName: string;
  quantity: number;
  originalQuantityPerBundle: number | null;
  unitOfMeasureId: number;
  unitOfMeasure: string | null;
  unitPrice: number;
  isModified: boolean;
};

export const salesOrderItems = pgTable(
  'sales_order_items',
  {
    ...tenantKeys(),
    salesOrderId: ref('sales_order_id').notNull(),
    /** A bundle's component lines point at the bundle's line (spec 4: they are hidden at the terminal). */
    bundleParentId: ref('bundle_parent_id'),
    lineNumber: integer('line_number').notNull(),
    productId: ref('product_id').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    productType: text('product_type').notNull(),
    orderedQuantity: quantity('ordered_quantity').notNull(),
    orderedUomId: ref('ordered_uom_id').notNull(),
    orderedUnit: text('ordered_unit'),
    /** The quantity in the product's base unit (what the ledger moved). */
    baseQuantity: quantity('base_quantity').notNull(),
    /** What one base unit cost when it was sold (the moving average then); null for a bundle's own line and services without cost. */
    unitCost: numeric('unit_cost', { precision: 18, scale: 6 }),
    orderedUnitPrice: money('ordered_unit_price').notNull(),
    /** The catalogue's price of the ordered unit when the line was saved (null on lines saved before it was kept). */
    listUnitPrice: money('list_unit_price'),
    /** Who set a unit price other than the list (or tiered) price; null when the line sells at that price. */
    priceChangedBy: ref('price_changed_by'),
    /** An offline sale's line sold at other than today's list price, or under a discount changed since. */
    priceChangedOffline: boolean('price_changed_offline').notNull().default(false),
    grossAmount: money('gross_amount').notNull(),
    lineTotal: money('line_total').notNull(),
    appliedDiscounts: jsonb('applied_discounts').$type<StoredDiscount[]>().notNull().default([]),
    bundleModifications: jsonb('bundle_modifications').$type<StoredBundleModification[]>().notNull().default([]),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    commissionTemplateId: ref('commission_template_id'),
    commissionUserId: ref('commission_user_id'),
    commissionAmount: money('commission_amount'),
    /** The product's VAT class as sold, the VAT inside the line (VAT shops), its senior citizen / PWD discount and the VAT removed before it. */
    vatClass: text('vat_class', { enum: VAT_CLASSES }).notNull().default('VATABLE'),
    vatAmount: money('vat_amount').notNull().default('0'),
    specialDiscountAmount: money('special_discount_amount').notNull().default('0'),
    specialVatRemoved: money('special_vat_removed').notNull().default('0'),
    /** Which special discount the line took (FULL: the 20%, BASIC_NECESSITY: the 5%), null when none. */
    specialDiscountClass: text('special_discount_class', { enum: SPECIAL_DISCOUNT_CLASSES }),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('sales_order_items_order_idx').on(t.tenantId, t.salesOrderId),
    index('sales_order_items_product_idx').on(t.tenantId, t.productId),
    shopReference('sales_order_items_order_fk', t.tenantId, t.salesOrderId, salesOrders).onDelete('cascade'),
    shopReference('sales_order_items_parent_fk', t.tenantId, t.bundleParentId, { tenantId: t.tenantId, id: t.id }),
    shopReference('sales_order_items_product_fk', t.tenantId, t.productId, products),
    shopReference('sales_order_items_uom_fk', t.tenantId, t.orderedUomId, unitsOfMeasure),
    shopReference('sales_order_items_commission_template_fk', t.tenantId, t.commissionTemplateId, commissionTemplates),
    shopReference('sales_order_items_commission_user_fk', t.tenantId, t.commissionUserId, users),
    shopReference('sales_order_items_price_changed_by_fk', t.tenantId, t.priceChangedBy, users),
  ],
);

export const salesOrderPayments = pgTable(
  'sales_order_payments',
  {
    ...tenantKeys(),
    salesOrderId: ref('sales_order_id').notNull(),
    paymentTypeId: ref('payment_type_id').notNull(),
    paymentCategory: text('payment_category', { enum: PAYMENT_CATEGORIES }).notNull(),
    paidAmount: money('paid_amount').notNull(),
    dueAmount: money('due_amount').notNull(),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    tenderedAmount: money('tendered_amount'),
    change: money('change'),
    /** An INSTALLMENT payment's number of dues and their interval. */
    installmentCount: integer('installment_count'),
    installmentInterval: text('installment_interval', { enum: INSTALLMENT_INTERVALS }),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('sales_order_payments_order_idx').on(t.tenantId, t.salesOrderId),
    shopReference('sales_order_payments_order_fk', t.tenantId, t.salesOrderId, salesOrders).onDelete('cascade'),
    shopReference('sales_order_payments_type_fk', t.tenantId, t.paymentTypeId, paymentTypes),
  ],
);

/**
 * What a customer owes from a sale paid on credit or in installments, or from before the shop moved
 * in (an opening balance: no sale, `reference` the old document's number, `import_id` its import).
 */
export const receivables = pgTable(
  'receivables',
  {
    ...tenantKeys(),
    customerId: ref('customer_id').notNull(),
    /** The sale it came from; null for an opening balance. */
    salesOrderId: ref('sales_order_id'),
    /** An opening balance's document number from the shop's old books. */
    reference: text('reference'),
    /** The import that brought it (moving in), or null. */
    importId: ref('import_id'),

    /** The sale's payment line it came from; null once an edit replaced that line (its history stays). */
    paymentId: ref('payment_id'),
    paymentCategory: text('payment_category', { enum: PAYMENT_CATEGORIES }).notNull(),
    /** Which due of an installment payment (1 of 1 for a credit sale). */
    installmentNumber: integer('installment_number').notNull().default(1),
    installmentCount: integer('installment_count').notNull().default(1),
    /** The sale's day in the shop's time zone. */
    documentDate: date('document_date').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
    /** Σ the allocations of posted collections; balance = amount − paid (0 once VOIDED). */
    paid: money('paid').notNull().default('0'),
    balance: money('balance').notNull(),
    status: text('status', { enum: RECEIVABLE_STATUSES }).notNull().default('OPEN'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('receivables_customer_idx').on(t.tenantId, t.customerId, t.dueDate),
    // An order's receivables are read with every sale's answer and changed by its edits and voids.
    index('receivables_order_idx').on(t.tenantId, t.salesOrderId),
    shopReference('receivables_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('receivables_order_fk', t.tenantId, t.salesOrderId, salesOrders).onDelete('cascade'),
    shopReference('receivables_import_fk', t.tenantId, t.importId, imports),
    index('receivables_import_idx')
      .on(t.tenantId, t.importId)
      .where(sql`${t.importId} is not null`),
    check('receivables_source_ck', sql`${t.salesOrderId} is not null or ${t.importId} is not null`),
    // receivables_payment_fk (tenant_id, payment_id) → sales_order_payments is written by hand in
    // migration 0014: ON DELETE SET NULL (payment_id), which drizzle cannot say, so a receivable with
    // a history of collections outlives the payment line an edit replaces.
  ],
);

export const salesCommissions = pgTable(
  'sales_commissions',
  {
    ...tenantKeys(),
    salesOrderId: ref('sales_order_id').notNull(),
    salesOrderItemId: ref('sales_order_item_id').notNull(),
    userId: ref('user_id').notNull(),
    commissionTemplateId: ref('commission_template_id'),
    amount: money('amount').notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull().default('EARNED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('sales_commissions_user_idx').on(t.tenantId, t.userId),
    index('sales_commissions_order_idx').on(t.tenantId, t.salesOrderId),
    shopReference('sales_commissions_order_fk', t.tenantId, t.salesOrderId, salesOrders).onDelete('cascade'),
    shopReference('sales_commissions_item_fk', t.tenantId, t.salesOrderItemId, salesOrderItems).onDelete('cascade'),
    shopReference('sales_commissions_user_fk', t.tenantId, t.userId, users),
    shopReference('sales_commissions_template_fk', t.tenantId, t.commissionTemplateId, commissionTemplates),
  ],
);

/** One answer per Idempotency-Key per shop, kept 24 hours: a retried sale answers the first result. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantRef(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index('idempotency_keys_created_idx').on(t.tenantId, t.createdAt)],
);

export type StoredPlannedPayment = {
  paymentTypeId: number;
  paidAmount: number;
  dueAmount: number;
  referenceNumber: string | null;
  notes: string | null;
};

export const quotations = pgTable(
  'quotations',
  {
    ...tenantKeys(),
    quotationNumber: text('quotation_number').notNull(),
    quotationDate: timestamp('quotation_date', { withTimezone: true }).notNull().defaultNow(),
    validUntilDate: date('valid_until_date').notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    customerId: ref('customer_id').notNull(),
    status: text('status', { enum: QUOTATION_STATUSES }).notNull().default('DRAFT'),
    grossTotal: money('gross_total').notNull(),
    discountTotal: money('discount_total').notNull(),
    taxTotal: money('tax_total').notNull(),
    netTotal: money('net_total').notNull(),
    paidAmountTotal: money('paid_amount_total').notNull(),
    taxed: boolean('taxed').notNull().default(false),
    publicNote: text('public_note'),
    appliedDiscounts: jsonb('applied_discounts').$type<StoredDiscount[]>().notNull().default([]),
    payments: jsonb('payments').$type<StoredPlannedPayment[]>().notNull().default([]),
    salesOrderId: ref('sales_order_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('quotations_number_uq').on(t.tenantId, t.quotationNumber),
    index('quotations_date_idx').on(t.tenantId, t.quotationDate),
    shopReference('quotations_channel_fk', t.tenantId, t.salesChannelId, salesChannels),
    shopReference('quotations_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('quotations_order_fk', t.tenantId, t.salesOrderId, salesOrders),
    shopReference('quotations_created_by_fk', t.tenantId, t.createdBy, users),
    check('quotations_status_ck', sql`${t.status} in ('DRAFT', 'POSTED', 'CONVERTED', 'EXPIRED')`),
  ],
);

export const quotationItems = pgTable(
  'quotation_items',
  {
    ...tenantKeys(),
    quotationId: ref('quotation_id').notNull(),
    bundleParentId: ref('bundle_parent_id'),
    lineNumber: integer('line_number').notNull(),
    productId: ref('product_id').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    productType: text('product_type').notNull(),
    orderedQuantity: quantity('ordered_quantity').notNull(),
    orderedUomId: ref('ordered_uom_id').notNull(),
    orderedUnit: text('ordered_unit'),
    orderedUnitPrice: money('ordered_unit_price').notNull(),
    /** The catalogue's price of the ordered unit when the line was saved (null on lines saved before it was kept). */
    listUnitPrice: money('list_unit_price'),
    /** Who set a unit price other than the list (or tiered) price; null when the line sells at that price. */
    priceChangedBy: ref('price_changed_by'),
    grossAmount: money('gross_amount').notNull(),
    lineTotal: money('line_total').notNull(),
    appliedDiscounts: jsonb('applied_discounts').$type<StoredDiscount[]>().notNull().default([]),
    bundleModifications: jsonb('bundle_modifications').$type<StoredBundleModification[]>().notNull().default([]),
    commissionTemplateId: ref('commission_template_id'),
    commissionUserId: ref('commission_user_id'),
    commissionAmount: money('commission_amount'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('quotation_items_quotation_idx').on(t.tenantId, t.quotationId),
    shopReference('quotation_items_quotation_fk', t.tenantId, t.quotationId, quotations).onDelete('cascade'),
    shopReference('quotation_items_parent_fk', t.tenantId, t.bundleParentId, { tenantId: t.tenantId, id: t.id }),
    shopReference('quotation_items_product_fk', t.tenantId, t.productId, products),
    shopReference('quotation_items_uom_fk', t.tenantId, t.orderedUomId, unitsOfMeasure),
    shopReference('quotation_items_commission_template_fk', t.tenantId, t.commissionTemplateId, commissionTemplates),
    shopReference('quotation_items_commission_user_fk', t.tenantId, t.commissionUserId, users),
    shopReference('quotation_items_price_changed_by_fk', t.tenantId, t.priceChangedBy, users),
  ],
);

export const picklists = pgTable(
  'picklists',
  {
    ...tenantKeys(),
    picklistNumber: text('picklist_number').notNull(),
    salesOrderId: ref('sales_order_id').notNull(),
    status: text('status', { enum: PICKLIST_STATUSES }).notNull().default('OPEN'),
    notes: text('notes'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('picklists_number_uq').on(t.tenantId, t.picklistNumber),
    uniqueIndex('picklists_order_uq').on(t.tenantId, t.salesOrderId),
    shopReference('picklists_order_fk', t.tenantId, t.salesOrderId, salesOrders),
    shopReference('picklists_created_by_fk', t.tenantId, t.createdBy, users),
  ],
);

export const picklistItems = pgTable(
  'picklist_items',
  {
    ...tenantKeys(),
    picklistId: ref('picklist_id').notNull(),
    salesOrderItemId: ref('sales_order_item_id').notNull(),
    productId: ref('product_id').notNull(),
    quantity: quantity('quantity').notNull(),
    pickingLocationId: ref('picking_location_id').notNull(),
    isPicked: boolean('is_picked').notNull().default(false),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('picklist_items_picklist_idx').on(t.tenantId, t.picklistId),
    shopReference('picklist_items_picklist_fk', t.tenantId, t.picklistId, picklists).onDelete('cascade'),
    shopReference('picklist_items_order_item_fk', t.tenantId, t.salesOrderItemId, salesOrderItems),
    shopReference('picklist_items_product_fk', t.tenantId, t.productId, products),
    shopReference('picklist_items_location_fk', t.tenantId, t.pickingLocationId, stockLocations),
  ],
);
