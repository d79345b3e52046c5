import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SERVICE_ORDER_LINE_TYPES, SERVICE_ORDER_PRIORITIES, SERVICE_ORDER_STATUSES } from '@oim/shared/schemas/service';
import { money, quantity, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { users } from './identity';
import { products } from './inventory';
import { paymentTypes, unitsOfMeasure } from './masterfile';
import { customers, salesChannels } from './sales';
import { salesOrders } from './sales-documents';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A job order: an item taken in for repair or service, from intake to release. Stock does not move for it. */
export const serviceOrders = pgTable(
  'service_orders',
  {
    ...tenantKeys(),
    /** JO-000001: gap-free per shop. */
    serviceOrderNumber: text('service_order_number').notNull(),
    customerId: ref('customer_id').notNull(),
    salesChannelId: ref('sales_channel_id'),
    itemDescription: text('item_description').notNull(),
    brand: text('brand'),
    model: text('model'),
    serialNumber: text('serial_number'),
    /** The sale of this shop in which the item's serial number was sold (its warranty), when one matches. */
    soldSalesOrderId: ref('sold_sales_order_id'),
    accessoriesReceived: text('accessories_received'),
    problemReported: text('problem_reported').notNull(),
    diagnosis: text('diagnosis'),
    assignedTechnicianId: ref('assigned_technician_id'),
    priority: text('priority', { enum: SERVICE_ORDER_PRIORITIES }).notNull().default('NORMAL'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    promisedDate: date('promised_date'),
    status: text('status', { enum: SERVICE_ORDER_STATUSES }).notNull().default('RECEIVED'),
    /** Σ of the lines' totals. */
    estimateTotal: money('estimate_total').notNull().default('0'),
    /** Taken at intake; applied as a payment when the order's sale is made (no receivable or payment row before). */
    deposit: money('deposit').notNull().default('0'),
    depositPaymentTypeId: ref('deposit_payment_type_id'),
    notes: text('notes'),
    /** The sale that released the order (one at most; set when the terminal posts it, cleared if it is voided). */
    salesOrderId: ref('sales_order_id'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('service_orders_number_uq').on(t.tenantId, t.serviceOrderNumber),
    uniqueIndex('service_orders_sales_order_uq')
      .on(t.tenantId, t.salesOrderId)
      .where(sql`${t.salesOrderId} is not null`),
    index('service_orders_status_idx').on(t.tenantId, t.status),
    index('service_orders_customer_idx').on(t.tenantId, t.customerId),
    index('service_orders_technician_idx').on(t.tenantId, t.assignedTechnicianId),
    index('service_orders_received_idx').on(t.tenantId, t.receivedAt),
    check('service_orders_status_ck', sql`${t.status} in (${inList(SERVICE_ORDER_STATUSES)})`),
    check('service_orders_priority_ck', sql`${t.priority} in (${inList(SERVICE_ORDER_PRIORITIES)})`),
    check('service_orders_deposit_ck', sql`${t.deposit} >= 0`),
    check('service_orders_deposit_type_ck', sql`${t.deposit} = 0 or ${t.depositPaymentTypeId} is not null`),
    shopReference('service_orders_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('service_orders_sales_channel_fk', t.tenantId, t.salesChannelId, salesChannels),
    shopReference('service_orders_sold_sales_order_fk', t.tenantId, t.soldSalesOrderId, salesOrders),
    shopReference('service_orders_sales_order_fk', t.tenantId, t.salesOrderId, salesOrders),
    shopReference('service_orders_technician_fk', t.tenantId, t.assignedTechnicianId, users),
    shopReference('service_orders_deposit_payment_type_fk', t.tenantId, t.depositPaymentTypeId, paymentTypes),
    shopReference('service_orders_created_by_fk', t.tenantId, t.createdBy, users),
  ],
);

/** A part (PRODUCT) or labour (SERVICE) line of a job order's estimate. */
export const serviceOrderItems = pgTable(
  'service_order_items',
  {
    ...tenantKeys(),
    serviceOrderId: ref('service_order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    lineType: text('line_type', { enum: SERVICE_ORDER_LINE_TYPES }).notNull(),
    productId: ref('product_id').notNull(),
    uomId: ref('uom_id').notNull(),
    /** Labour typed on the order: what was done, shown instead of the shop's Labour product's name. */
    description: text('description'),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('service_order_items_order_idx').on(t.tenantId, t.serviceOrderId),
    index('service_order_items_product_idx').on(t.tenantId, t.productId),
    check('service_order_items_quantity_ck', sql`${t.quantity} > 0`),
    check('service_order_items_price_ck', sql`${t.unitPrice} >= 0`),
    check('service_order_items_type_ck', sql`${t.lineType} in (${inList(SERVICE_ORDER_LINE_TYPES)})`),
    shopReference('service_order_items_order_fk', t.tenantId, t.serviceOrderId, serviceOrders).onDelete('cascade'),
    shopReference('service_order_items_product_fk', t.tenantId, t.productId, products),
    shopReference('service_order_items_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
  ],
);

/** Every status change of a job order: from, to, who, when and why. */
export const serviceOrderStatusHistory = pgTable(
  'service_order_status_history',
  {
    ...tenantKeys(),
    serviceOrderId: ref('service_order_id').notNull(),
    /** Null for the order's first status. */
    fromStatus: text('from_status', { enum: SERVICE_ORDER_STATUSES }),
    toStatus: text('to_status', { enum: SERVICE_ORDER_STATUSES }).notNull(),
    remark: text('remark'),
    changedBy: ref('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('service_order_status_history_order_idx').on(t.tenantId, t.serviceOrderId),
    shopReference('service_order_status_history_order_fk', t.tenantId, t.serviceOrderId, serviceOrders).onDelete('cascade'),
    shopReference('service_order_status_history_changed_by_fk', t.tenantId, t.changedBy, users),
  ],
);

/** A note on a job order by someone of the shop; photos attach to it as media. */
export const serviceOrderComments = pgTable(
  'service_order_comments',
  {
    ...tenantKeys(),
    serviceOrderId: ref('service_order_id').notNull(),
    text: text('text').notNull(),
    authorId: ref('author_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('service_order_comments_order_idx').on(t.tenantId, t.serviceOrderId),
    shopReference('service_order_comments_order_fk', t.tenantId, t.serviceOrderId, serviceOrders).onDelete('cascade'),
    shopReference('service_order_comments_author_fk', t.tenantId, t.authorId, users),
  ],
);
