import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { money, ref, tenantRef } from './columns';

/*
 * The sales reports' rollups (migration 0021). A completed sale is counted once it has its number,
 * by a deferred trigger that runs once per changed sale at the end of the transaction that changed
 * it (post, edit, void, quotation converted, whatever the path): it takes back what the sale counted
 * before (its rows in sales_report_orders / sales_report_lines) and counts it as it now stands.
 * Nothing here is written by the application; `sales_report_rebuild(tenant)` recounts a shop.
 */

/** Sales changed in the running transaction, counted again when it commits (always empty outside one). */
export const salesReportPending = pgTable(
  'sales_report_pending',
  {
    tenantId: tenantRef(),
    salesOrderId: ref('sales_order_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.salesOrderId] })],
);

/**
 * What each counted sale added to the rollups: its own totals, the cost of its lines as stored when
 * sold (a bundle's components under its line; unrounded), that cost rounded per line (the dashboard's),
 * and what it was paid with per payment type ([{ t: payment type id, a: amount }]).
 */
export const salesReportOrders = pgTable(
  'sales_report_orders',
  {
    tenantId: tenantRef(),
    salesOrderId: ref('sales_order_id').notNull(),
    salesOrderDate: timestamp('sales_order_date', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    customerId: ref('customer_id').notNull(),
    grossTotal: money('gross_total').notNull(),
    discountTotal: money('discount_total').notNull(),
    netTotal: money('net_total').notNull(),
    cost: numeric('cost').notNull(),
    roundedCost: numeric('rounded_cost', { precision: 18, scale: 2 }).notNull(),
    payments: jsonb('payments').$type<{ t: number; a: string }[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.salesOrderId] }),
    index('sales_report_orders_date_idx').on(t.tenantId, t.salesOrderDate),
    // A customer's sales are few: the reports narrowed to one read them by this index.
    index('sales_report_orders_customer_idx').on(t.tenantId, t.customerId, t.salesOrderDate),
  ],
);

/**
 * What each top-level line of a counted sale added: base quantity, gross, line total, its share of
 * the sale's net (the share up to it less the share before it, so the shares add up to the sale) and
 * its cost (a bundle's components under its line; unrounded).
 */
export const salesReportLines = pgTable(
  'sales_report_lines',
  {
    tenantId: tenantRef(),
    salesOrderItemId: ref('sales_order_item_id').notNull(),
    salesOrderId: ref('sales_order_id').notNull(),
    salesOrderDate: timestamp('sales_order_date', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    customerId: ref('customer_id').notNull(),
    productId: ref('product_id').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    grossAmount: money('gross_amount').notNull(),
    lineTotal: money('line_total').notNull(),
    net: money('net').notNull(),
    cost: numeric('cost').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.salesOrderItemId] }),
    index('sales_report_lines_order_idx').on(t.tenantId, t.salesOrderId),
    index('sales_report_lines_date_idx').on(t.tenantId, t.salesOrderDate),
    index('sales_report_lines_customer_idx').on(t.tenantId, t.customerId, t.salesOrderDate),
  ],
);

/** The cost of the completed sales per UTC hour and channel (beside sales_by_hour's totals). */
export const salesCostByHour = pgTable(
  'sales_cost_by_hour',
  {
    tenantId: tenantRef(),
    salesHour: timestamp('sales_hour', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    cost: numeric('cost').notNull().default('0'),
    roundedCost: numeric('rounded_cost', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'sales_cost_by_hour_pk', columns: [t.tenantId, t.salesHour, t.salesChannelId] })],
);

/** What a product's rollup rows sum: its top-level lines (a bundle's components in its cost). */
const productFigures = () => ({
  lineCount: integer('line_count').notNull().default(0),
  quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull().default('0'),
  grossAmount: numeric('gross_amount', { precision: 18, scale: 2 }).notNull().default('0'),
  lineTotal: numeric('line_total', { precision: 18, scale: 2 }).notNull().default('0'),
  net: numeric('net', { precision: 18, scale: 2 }).notNull().default('0'),
  cost: numeric('cost').notNull().default('0'),
});

/** What a customer's rollup rows sum: the completed sales' own totals and cost. */
const customerFigures = () => ({
  orderCount: integer('order_count').notNull().default(0),
  grossTotal: numeric('gross_total', { precision: 18, scale: 2 }).notNull().default('0'),
  discountTotal: numeric('discount_total', { precision: 18, scale: 2 }).notNull().default('0'),
  netTotal: numeric('net_total', { precision: 18, scale: 2 }).notNull().default('0'),
  cost: numeric('cost').notNull().default('0'),
});

/** Per UTC hour, channel and product: the top-level lines sold (line_count 0: none any more). */
export const salesByProductHour = pgTable(
  'sales_by_product_hour',
  {
    tenantId: tenantRef(),
    salesHour: timestamp('sales_hour', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    productId: ref('product_id').notNull(),
    ...productFigures(),
  },
  (t) => [primaryKey({ name: 'sales_by_product_hour_pk', columns: [t.tenantId, t.salesHour, t.salesChannelId, t.productId] })],
);

/** Per UTC hour, channel and customer: the completed sales' own totals and cost (order_count 0: none any more). */
export const salesByCustomerHour = pgTable(
  'sales_by_customer_hour',
  {
    tenantId: tenantRef(),
    salesHour: timestamp('sales_hour', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    customerId: ref('customer_id').notNull(),
    ...customerFigures(),
  },
  (t) => [primaryKey({ name: 'sales_by_customer_hour_pk', columns: [t.tenantId, t.salesHour, t.salesChannelId, t.customerId] })],
);

/*
 * The same per-product and per-customer figures summed over a calendar month and a calendar year of
 * the shops' zone, Asia/Manila (migration 0028): `span` 'month' or 'year', `span_start` the instant
 * the month or year begins there. Kept by the same trigger, in the same statements as the hourly
 * rows; a report over a long period reads whole years and months from here and only its edges by
 * the hour (docs/architecture.md, "Spans").
 */
const SPANS = sql`span in ('month', 'year')`;

/** Per month or year (Asia/Manila), channel and product: the sum of its sales_by_product_hour rows. */
export const salesByProductSpan = pgTable(
  'sales_by_product_span',
  {
    tenantId: tenantRef(),
    span: text('span').notNull(),
    spanStart: timestamp('span_start', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    productId: ref('product_id').notNull(),
    ...productFigures(),
  },
  (t) => [
    primaryKey({ name: 'sales_by_product_span_pk', columns: [t.tenantId, t.span, t.spanStart, t.salesChannelId, t.productId] }),
    check('sales_by_product_span_span', SPANS),
    // A span's rows in product order, every figure in the index (migration 0030): a year is grouped
    // per product by merging sorted index reads, without visiting the table or hashing 200,000 products.
    index('sales_by_product_span_product_idx').on(
      t.tenantId,
      t.span,
      t.spanStart,
      t.productId,
      t.salesChannelId,
      t.lineCount,
      t.quantity,
      t.grossAmount,
      t.lineTotal,
      t.net,
      t.cost,
    ),
    // A span's rows by net sales (0030): the best sellers of a long period are found from the top of
    // each piece (rollup-top.ts) instead of summing every product.
    index('sales_by_product_span_net_idx').on(t.tenantId, t.span, t.spanStart, t.salesChannelId, t.net, t.productId),
  ],
);

/** Per month or year (Asia/Manila), channel and customer: the sum of its sales_by_customer_hour rows. */
export const salesByCustomerSpan = pgTable(
  'sales_by_customer_span',
  {
    tenantId: tenantRef(),
    span: text('span').notNull(),
    spanStart: timestamp('span_start', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    customerId: ref('customer_id').notNull(),
    ...customerFigures(),
  },
  (t) => [
    primaryKey({ name: 'sales_by_customer_span_pk', columns: [t.tenantId, t.span, t.spanStart, t.salesChannelId, t.customerId] }),
    check('sales_by_customer_span_span', SPANS),
    // A span's rows in customer order, every figure in the index (migration 0032), as for products: a
    // year is grouped per customer by merging sorted index reads, without visiting the table.
    index('sales_by_customer_span_customer_idx').on(
      t.tenantId,
      t.span,
      t.spanStart,
      t.customerId,
      t.salesChannelId,
      t.orderCount,
      t.grossTotal,
      t.discountTotal,
      t.netTotal,
      t.cost,
    ),
  ],
);

/** Per UTC hour, channel and payment type: the completed sales paid with it and the amount (order_count 0: none any more). */
export const salesByPaymentHour = pgTable(
  'sales_by_payment_hour',
  {
    tenantId: tenantRef(),
    salesHour: timestamp('sales_hour', { withTimezone: true }).notNull(),
    salesChannelId: ref('sales_channel_id').notNull(),
    paymentTypeId: bigint('payment_type_id', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull().default(0),
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'sales_by_payment_hour_pk', columns: [t.tenantId, t.salesHour, t.salesChannelId, t.paymentTypeId] })],
);
