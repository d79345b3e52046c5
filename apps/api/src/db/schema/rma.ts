import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CUSTOMER_CREDIT_STATUSES, RMA_CONDITIONS, RMA_RESOLUTIONS, RMA_STATUSES, WARRANTY_STATUSES } from '@oim/shared/schemas/rma';
import { money, quantity, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { users } from './identity';
import { products } from './inventory';
import { paymentTypes, stockLocations, warrantyTemplates } from './masterfile';
import { customers } from './sales';
import { salesOrderItems, salesOrders } from './sales-documents';
import { serviceOrders } from './service';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A customer's return of goods sold on one sale (RMA-000001, gap-free per shop). */
export const rmas = pgTable(
  'rmas',
  {
    ...tenantKeys(),
    rmaNumber: text('rma_number').notNull(),
    rmaDate: date('rma_date').notNull(),
    customerId: ref('customer_id').notNull(),
    salesOrderId: ref('sales_order_id').notNull(),
    status: text('status', { enum: RMA_STATUSES }).notNull().default('REQUESTED'),
    notes: text('notes'),
    refundPaymentTypeId: ref('refund_payment_type_id'),
    refundReferenceNumber: text('refund_reference_number'),
    rejectionReason: text('rejection_reason'),
    /** Σ the amounts of its lines. */
    totalAmount: money('total_amount').notNull().default('0'),
    /** Once resolved: paid out in cash, taken off the sale's open receivables, kept as a customer credit. */
    refundTotal: money('refund_total').notNull().default('0'),
    creditTotal: money('credit_total').notNull().default('0'),
    storeCreditTotal: money('store_credit_total').notNull().default('0'),
    createdBy: ref('created_by'),
    receivedBy: ref('received_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    resolvedBy: ref('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    rejectedBy: ref('rejected_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('rmas_number_uq').on(t.tenantId, t.rmaNumber),
    index('rmas_sales_order_idx').on(t.tenantId, t.salesOrderId),
    index('rmas_customer_idx').on(t.tenantId, t.customerId),
    index('rmas_date_idx').on(t.tenantId, t.rmaDate),
    check('rmas_status_ck', sql`${t.status} in (${inList(RMA_STATUSES)})`),
    check('rmas_amounts_ck', sql`${t.totalAmount} >= 0 and ${t.refundTotal} >= 0 and ${t.creditTotal} >= 0 and ${t.storeCreditTotal} >= 0`),
    shopReference('rmas_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('rmas_sales_order_fk', t.tenantId, t.salesOrderId, salesOrders),
    shopReference('rmas_refund_payment_type_fk', t.tenantId, t.refundPaymentTypeId, paymentTypes),
    shopReference('rmas_created_by_fk', t.tenantId, t.createdBy, users),
    shopReference('rmas_received_by_fk', t.tenantId, t.receivedBy, users),
    shopReference('rmas_resolved_by_fk', t.tenantId, t.resolvedBy, users),
    shopReference('rmas_rejected_by_fk', t.tenantId, t.rejectedBy, users),
  ],
);

/** A product warranty: registered when a sale posts, per serial number or per line. */
export const productWarranties = pgTable(
  'product_warranties',
  {
    ...tenantKeys(),
    customerId: ref('customer_id').notNull(),
    productId: ref('product_id').notNull(),
    salesOrderId: ref('sales_order_id').notNull(),
    salesOrderItemId: ref('sales_order_item_id'),
    serialNumber: text('serial_number'),
    quantity: quantity('quantity').notNull(),
    warrantyTemplateId: ref('warranty_template_id'),
    warrantyName: text('warranty_name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    terms: text('terms'),
    /** ACTIVE, CLAIMED or VOID as stored; EXPIRED is answered for an ACTIVE one past its end date. */
    status: text('status', { enum: WARRANTY_STATUSES }).notNull().default('ACTIVE'),
    rmaId: ref('rma_id'),
    serviceOrderId: ref('service_order_id'),
    /** After a replacement: the warranty of the unit this one's unit replaced. */
    replacesWarrantyId: ref('replaces_warranty_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('product_warranties_sales_order_idx').on(t.tenantId, t.salesOrderId),
    index('product_warranties_customer_idx').on(t.tenantId, t.customerId),
    index('product_warranties_serial_idx').on(t.tenantId, sql`lower(${t.serialNumber})`),
    index('product_warranties_end_idx').on(t.tenantId, t.endDate),
    check('product_warranties_status_ck', sql`${t.status} in ('ACTIVE', 'CLAIMED', 'VOID')`),
    check('product_warranties_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    shopReference('product_warranties_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('product_warranties_product_fk', t.tenantId, t.productId, products),
    shopReference('product_warranties_sales_order_fk', t.tenantId, t.salesOrderId, salesOrders),
    // A sale's edit rewrites its lines; their warranties go with them and are registered anew.
    shopReference('product_warranties_sales_order_item_fk', t.tenantId, t.salesOrderItemId, salesOrderItems).onDelete('cascade'),
    shopReference('product_warranties_template_fk', t.tenantId, t.warrantyTemplateId, warrantyTemplates).onDelete('set null'),
    shopReference('product_warranties_rma_fk', t.tenantId, t.rmaId, rmas),
    shopReference('product_warranties_service_order_fk', t.tenantId, t.serviceOrderId, serviceOrders),
    shopReference('product_warranties_replaces_fk', t.tenantId, t.replacesWarrantyId, { tenantId: t.tenantId, id: t.id }),
  ],
);

/** One returned line of an RMA. */
export const rmaItems = pgTable(
  'rma_items',
  {
    ...tenantKeys(),
    rmaId: ref('rma_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    salesOrderItemId: ref('sales_order_item_id').notNull(),
    productId: ref('product_id').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    /** In the sale line's unit; baseQuantity in the product's base unit. */
    quantity: quantity('quantity').notNull(),
    unit: text('unit'),
    baseQuantity: quantity('base_quantity').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    reason: text('reason').notNull(),
    condition: text('condition', { enum: RMA_CONDITIONS }).notNull(),
    resolution: text('resolution', { enum: RMA_RESOLUTIONS }).notNull(),
    restockLocationId: ref('restock_location_id'),
    writeOff: boolean('write_off').notNull().default(false),
    /** What the returned units were sold for (the line's share of the sale's net total). */
    amount: money('amount').notNull(),
    replacementLocationId: ref('replacement_location_id'),
    replacementSerialNumbers: jsonb('replacement_serial_numbers').$type<string[]>().notNull().default([]),
    serviceOrderId: ref('service_order_id'),
    warrantyId: ref('warranty_id'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('rma_items_rma_idx').on(t.tenantId, t.rmaId),
    index('rma_items_sales_order_item_idx').on(t.tenantId, t.salesOrderItemId),
    check('rma_items_quantity_ck', sql`${t.quantity} > 0 and ${t.baseQuantity} > 0`),
    check('rma_items_amount_ck', sql`${t.amount} >= 0`),
    check('rma_items_resolution_ck', sql`${t.resolution} in (${inList(RMA_RESOLUTIONS)})`),
    check('rma_items_condition_ck', sql`${t.condition} in (${inList(RMA_CONDITIONS)})`),
    check(
      'rma_items_target_ck',
      sql`case when ${t.resolution} = 'REPAIR' then ${t.restockLocationId} is null and not ${t.writeOff}
        else (${t.restockLocationId} is null) = ${t.writeOff} end`,
    ),
    shopReference('rma_items_rma_fk', t.tenantId, t.rmaId, rmas).onDelete('cascade'),
    shopReference('rma_items_sales_order_item_fk', t.tenantId, t.salesOrderItemId, salesOrderItems),
    shopReference('rma_items_product_fk', t.tenantId, t.productId, products),
    shopReference('rma_items_restock_location_fk', t.tenantId, t.restockLocationId, stockLocations),
    shopReference('rma_items_replacement_location_fk', t.tenantId, t.replacementLocationId, stockLocations),
    shopReference('rma_items_service_order_fk', t.tenantId, t.serviceOrderId, serviceOrders),
    shopReference('rma_items_warranty_fk', t.tenantId, t.warrantyId, productWarranties),
  ],
);

/** What the shop owes a customer in goods after a STORE_CREDIT return with nothing (or too little) open to reduce. */
export const customerCredits = pgTable(
  'customer_credits',
  {
    ...tenantKeys(),
    customerId: ref('customer_id').notNull(),
    rmaId: ref('rma_id').notNull(),
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    status: text('status', { enum: CUSTOMER_CREDIT_STATUSES }).notNull().default('OPEN'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('customer_credits_customer_idx').on(t.tenantId, t.customerId),
    uniqueIndex('customer_credits_rma_uq').on(t.tenantId, t.rmaId),
    check('customer_credits_amount_ck', sql`${t.amount} > 0 and ${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
    shopReference('customer_credits_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('customer_credits_rma_fk', t.tenantId, t.rmaId, rmas),
  ],
);
