import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PURCHASE_ORDER_STATUSES, PURCHASE_RECEIPT_STATUSES } from '@oim/shared/schemas/purchasing';
import { money, quantity, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps, voidColumns } from './columns';
import { users } from './identity';
import { products } from './inventory';
import { paymentTypes, stockLocations, suppliers, unitsOfMeasure } from './masterfile';

/** What the shop ordered from a supplier, to arrive at one location. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...tenantKeys(),
    purchaseOrderNumber: text('purchase_order_number').notNull(),
    supplierId: ref('supplier_id').notNull(),
    orderDate: date('order_date').notNull(),
    expectedDate: date('expected_date'),
    receivingWarehouseId: ref('receiving_warehouse_id').notNull(),
    notes: text('notes'),
    status: text('status', { enum: PURCHASE_ORDER_STATUSES }).notNull().default('DRAFT'),
    total: money('total').notNull(),
    createdBy: ref('created_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Who cancelled or closed it, and when. */
    endedBy: ref('ended_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('purchase_orders_number_uq').on(t.tenantId, t.purchaseOrderNumber),
    index('purchase_orders_supplier_idx').on(t.tenantId, t.supplierId),
    shopReference('purchase_orders_supplier_fk', t.tenantId, t.supplierId, suppliers),
    shopReference('purchase_orders_location_fk', t.tenantId, t.receivingWarehouseId, stockLocations),
    shopReference('purchase_orders_created_by_fk', t.tenantId, t.createdBy, users),
    shopReference('purchase_orders_ended_by_fk', t.tenantId, t.endedBy, users),
  ],
);

/** A line of a purchase order: quantities in the line's unit, cost per that unit. */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    ...tenantKeys(),
    purchaseOrderId: ref('purchase_order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    productId: ref('product_id').notNull(),
    uomId: ref('uom_id').notNull(),
    quantity: quantity('quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    lineTotal: money('line_total').notNull(),
    /** What the order's posted receipts brought of this line, in its unit. */
    receivedQuantity: quantity('received_quantity').notNull().default('0'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('purchase_order_items_order_idx').on(t.tenantId, t.purchaseOrderId),
    shopReference('purchase_order_items_order_fk', t.tenantId, t.purchaseOrderId, purchaseOrders).onDelete('cascade'),
    shopReference('purchase_order_items_product_fk', t.tenantId, t.productId, products),
    shopReference('purchase_order_items_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
  ],
);

/** Goods that came in from a supplier, posted to the stock ledger at one location. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    ...tenantKeys(),
    purchaseReceiptNumber: text('purchase_receipt_number').notNull(),
    supplierId: ref('supplier_id').notNull(),
    purchaseOrderId: ref('purchase_order_id'),
    receivingWarehouseId: ref('receiving_warehouse_id').notNull(),
    receiptDate: date('receipt_date').notNull(),
    supplierInvoiceNumber: text('supplier_invoice_number'),
    notes: text('notes'),
    total: money('total').notNull(),
    /** Paid on receipt with this payment type; null: owed to the supplier (a payable). */
    paidWithPaymentTypeId: ref('paid_with_payment_type_id'),
    status: text('status', { enum: PURCHASE_RECEIPT_STATUSES }).notNull().default('POSTED'),
    createdBy: ref('created_by'),
    ...voidColumns(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('purchase_receipts_number_uq').on(t.tenantId, t.purchaseReceiptNumber),
    index('purchase_receipts_order_idx').on(t.tenantId, t.purchaseOrderId),
    index('purchase_receipts_supplier_idx').on(t.tenantId, t.supplierId),
    shopReference('purchase_receipts_supplier_fk', t.tenantId, t.supplierId, suppliers),
    shopReference('purchase_receipts_order_fk', t.tenantId, t.purchaseOrderId, purchaseOrders),
    shopReference('purchase_receipts_location_fk', t.tenantId, t.receivingWarehouseId, stockLocations),
    shopReference('purchase_receipts_payment_type_fk', t.tenantId, t.paidWithPaymentTypeId, paymentTypes),
    shopReference('purchase_receipts_created_by_fk', t.tenantId, t.createdBy, users),
    shopReference('purchase_receipts_voided_by_fk', t.tenantId, t.voidedBy, users),
  ],
);

export const purchaseReceiptItems = pgTable(
  'purchase_receipt_items',
  {
    ...tenantKeys(),
    purchaseReceiptId: ref('purchase_receipt_id').notNull(),
    purchaseOrderItemId: ref('purchase_order_item_id'),
    lineNumber: integer('line_number').notNull(),
    productId: ref('product_id').notNull(),
    uomId: ref('uom_id').notNull(),
    quantity: quantity('quantity').notNull(),
    /** The quantity in the product's base unit (what the ledger moved). */
    baseQuantity: quantity('base_quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    lineTotal: money('line_total').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('purchase_receipt_items_receipt_idx').on(t.tenantId, t.purchaseReceiptId),
    index('purchase_receipt_items_order_item_idx').on(t.tenantId, t.purchaseOrderItemId),
    shopReference('purchase_receipt_items_receipt_fk', t.tenantId, t.purchaseReceiptId, purchaseReceipts).onDelete('cascade'),
    shopReference('purchase_receipt_items_order_item_fk', t.tenantId, t.purchaseOrderItemId, purchaseOrderItems),
    shopReference('purchase_receipt_items_product_fk', t.tenantId, t.productId, products),
    shopReference('purchase_receipt_items_uom_fk', t.tenantId, t.uomId, unitsOfMeasure),
  ],
);

/** Goods of one purchase receipt sent back to its supplier (SR-000001, gap-free per shop). */
export const supplierReturns = pgTable(
  'supplier_returns',
  {
    ...tenantKeys(),
    supplierReturnNumber: text('supplier_return_number').notNull(),
    purchaseReceiptId: ref('purchase_receipt_id').notNull(),
    supplierId: ref('supplier_id').notNull(),
    /** Where the goods left from: the receipt's receiving location. */
    locationId: ref('location_id').notNull(),
    returnDate: date('return_date').notNull(),
    reason: text('reason').notNull(),
    /** What the goods cost on the receipt. */
    total: money('total').notNull(),
    /** Taken off the receipt's open payable; the rest is owed back by the supplier (supplier credit). */
    creditTotal: money('credit_total').notNull().default('0'),
    supplierCreditTotal: money('supplier_credit_total').notNull().default('0'),
    createdBy: ref('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('supplier_returns_number_uq').on(t.tenantId, t.supplierReturnNumber),
    index('supplier_returns_receipt_idx').on(t.tenantId, t.purchaseReceiptId),
    shopReference('supplier_returns_receipt_fk', t.tenantId, t.purchaseReceiptId, purchaseReceipts),
    shopReference('supplier_returns_supplier_fk', t.tenantId, t.supplierId, suppliers),
    shopReference('supplier_returns_location_fk', t.tenantId, t.locationId, stockLocations),
    shopReference('supplier_returns_created_by_fk', t.tenantId, t.createdBy, users),
  ],
);

/** One line of a supplier return: units of a receipt line, at the receipt's cost. */
export const supplierReturnItems = pgTable(
  'supplier_return_items',
  {
    ...tenantKeys(),
    supplierReturnId: ref('supplier_return_id').notNull(),
    purchaseReceiptItemId: ref('purchase_receipt_item_id').notNull(),
    productId: ref('product_id').notNull(),
    /** In the receipt line's unit; baseQuantity in the product's base unit. */
    quantity: quantity('quantity').notNull(),
    baseQuantity: quantity('base_quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    lineTotal: money('line_total').notNull(),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('supplier_return_items_return_idx').on(t.tenantId, t.supplierReturnId),
    index('supplier_return_items_receipt_item_idx').on(t.tenantId, t.purchaseReceiptItemId),
    shopReference('supplier_return_items_return_fk', t.tenantId, t.supplierReturnId, supplierReturns).onDelete('cascade'),
    shopReference('supplier_return_items_receipt_item_fk', t.tenantId, t.purchaseReceiptItemId, purchaseReceiptItems),
    shopReference('supplier_return_items_product_fk', t.tenantId, t.productId, products),
  ],
);
