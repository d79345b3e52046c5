import { z } from 'zod';
import type { StatusFlow } from '../status-flow';
import { dateOnly, decimal, optionalId, optionalText, requiredId, requiredText, text } from './fields';

/** A purchase order from draft to received; CANCELLED only while nothing came, CLOSED when the rest will not come. */
export const PURCHASE_ORDER_STATUSES = ['DRAFT', 'SENT', 'PARTIALLY_RECEIVED', 'RECEIVED', 'CANCELLED', 'CLOSED'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * The moves a person makes: send a draft, cancel while nothing came, close (short) a sent or partly
 * received order. Receipts and their voids set SENT, PARTIALLY_RECEIVED and RECEIVED from what came.
 */
export const PURCHASE_ORDER_MOVES: StatusFlow<PurchaseOrderStatus> = {
  DRAFT: ['SENT', 'CANCELLED'],
  SENT: ['CANCELLED', 'CLOSED'],
  PARTIALLY_RECEIVED: ['CLOSED'],
  RECEIVED: [],
  CANCELLED: [],
  CLOSED: [],
};

export const PURCHASE_RECEIPT_STATUSES = ['POSTED', 'VOIDED'] as const;
export type PurchaseReceiptStatus = (typeof PURCHASE_RECEIPT_STATUSES)[number];

const orderLine = z.object({
  productId: requiredId('product'),
  uomId: requiredId('unit'),
  quantity: decimal('quantity', { min: 0.0001, places: 4 }),
  unitCost: decimal('unit cost'),
});

/** POST purchasing/purchase-orders (and PUT while DRAFT or SENT): the supplier, where it arrives, and the lines. */
export const purchaseOrderBody = z.object({
  supplierId: requiredId('supplier'),
  receivingWarehouseId: requiredId('receiving location'),
  orderDate: dateOnly('order date').nullish(),
  expectedDate: dateOnly('expected date').nullish(),
  notes: optionalText('notes', 2000),
  items: z.array(orderLine).min(1, { error: 'A purchase order needs at least one line.' }).max(500),
});
export type PurchaseOrderBody = z.output<typeof purchaseOrderBody>;

const serialList = z
  .array(text('serial number').trim().min(1, { error: 'A serial number may not be blank.' }).max(100))
  .max(10_000)
  .optional()
  .default([]);

/**
 * POST purchasing/purchase-receipts: goods that came in, against a purchase order (each line naming
 * the order's line it receives) or straight from a supplier; paid on receipt with a payment type,
 * else owed to the supplier.
 */
export const purchaseReceiptBody = z.object({
  supplierId: requiredId('supplier'),
  purchaseOrderId: optionalId('purchase order'),
  receivingWarehouseId: requiredId('receiving location'),
  receiptDate: dateOnly('receipt date').nullish(),
  supplierInvoiceNumber: optionalText('supplier invoice number', 100),
  notes: optionalText('notes', 2000),
  paidWithPaymentTypeId: optionalId('payment type'),
  items: z
    .array(
      orderLine.extend({
        purchaseOrderItemId: optionalId('purchase order line'),
        serialNumbers: serialList,
      }),
    )
    .min(1, { error: 'A purchase receipt needs at least one line.' })
    .max(500),
});
export type PurchaseReceiptBody = z.output<typeof purchaseReceiptBody>;

/** DELETE purchasing/purchase-receipts/{id}: why it is voided (optional). */
export const voidReceiptBody = z.object({ reason: optionalText('reason', 500) }).nullish();

/** POST purchasing/purchase-orders/suggest: draft orders for what is at or below its reorder point at a location. */
export const suggestOrdersBody = z.object({
  locationId: requiredId('location'),
  supplierId: optionalId('supplier'),
});

/** POST purchasing/purchase-receipts/{id}/returns: goods of a receipt sent back to its supplier. */
export const supplierReturnBody = z.object({
  returnDate: dateOnly('return date').nullish(),
  reason: requiredText('reason', 500),
  items: z
    .array(
      z.object({
        purchaseReceiptItemId: requiredId('purchase receipt line'),
        quantity: decimal('quantity', { places: 4, min: 0.0001 }),
        serialNumbers: z
          .array(text('serial number').trim().min(1, { error: 'A serial number cannot be blank.' }).max(100))
          .max(1000)
          .nullish(),
      }),
      { error: 'The items must be a list.' },
    )
    .min(1, { error: 'Return at least one line.' })
    .max(200),
});
export type SupplierReturnBody = z.infer<typeof supplierReturnBody>;
