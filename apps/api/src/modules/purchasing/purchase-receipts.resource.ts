import { storedSerialNumbers } from '@oim/shared/schemas/inventory';
import { PURCHASE_RECEIPT_STATUSES } from '@oim/shared/schemas/purchasing';
import { purchaseReceiptItems, purchaseReceipts } from '../../db/schema/purchasing';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

export const purchaseReceiptItemResource = defineResource({
  name: 'purchaseReceiptItems',
  label: 'purchase receipt line',
  table: purchaseReceiptItems,
  fields: {
    id: { column: purchaseReceiptItems.id, type: 'integer' },
    purchaseReceiptId: { column: purchaseReceiptItems.purchaseReceiptId, type: 'integer' },
    purchaseOrderItemId: { column: purchaseReceiptItems.purchaseOrderItemId, type: 'integer', nullable: true },
    lineNumber: { column: purchaseReceiptItems.lineNumber, type: 'integer' },
    productId: { column: purchaseReceiptItems.productId, type: 'integer' },
    uomId: { column: purchaseReceiptItems.uomId, type: 'integer' },
    quantity: { column: purchaseReceiptItems.quantity, type: 'decimal' },
    baseQuantity: { column: purchaseReceiptItems.baseQuantity, type: 'decimal' },
    unitCost: { column: purchaseReceiptItems.unitCost, type: 'decimal' },
    lineTotal: { column: purchaseReceiptItems.lineTotal, type: 'decimal' },
    serialNumbers: { column: purchaseReceiptItems.serialNumbers, type: 'json', schema: storedSerialNumbers, filter: false, sort: false },
  },
  relations: { product: belongsTo('products', 'productId'), uom: belongsTo('unitsOfMeasure', 'uomId') },
  defaultSort: [{ column: 'lineNumber', direction: 'asc' }],
});

export const purchaseReceiptResource = defineResource({
  name: 'purchaseReceipts',
  label: 'purchase receipt',
  table: purchaseReceipts,
  fields: {
    id: { column: purchaseReceipts.id, type: 'integer' },
    purchaseReceiptNumber: { column: purchaseReceipts.purchaseReceiptNumber, type: 'text', search: true },
    supplierId: { column: purchaseReceipts.supplierId, type: 'integer' },
    purchaseOrderId: { column: purchaseReceipts.purchaseOrderId, type: 'integer', nullable: true },
    receivingWarehouseId: { column: purchaseReceipts.receivingWarehouseId, type: 'integer' },
    receiptDate: { column: purchaseReceipts.receiptDate, type: 'date' },
    supplierInvoiceNumber: { column: purchaseReceipts.supplierInvoiceNumber, type: 'text', nullable: true, search: true },
    notes: { column: purchaseReceipts.notes, type: 'text', nullable: true },
    total: { column: purchaseReceipts.total, type: 'decimal' },
    paidWithPaymentTypeId: { column: purchaseReceipts.paidWithPaymentTypeId, type: 'integer', nullable: true },
    status: { column: purchaseReceipts.status, type: 'enum', values: PURCHASE_RECEIPT_STATUSES },
    createdBy: { column: purchaseReceipts.createdBy, type: 'integer', nullable: true },
    voidedBy: { column: purchaseReceipts.voidedBy, type: 'integer', nullable: true },
    voidedAt: { column: purchaseReceipts.voidedAt, type: 'datetime', nullable: true },
    voidReason: { column: purchaseReceipts.voidReason, type: 'text', nullable: true },
    createdAt: { column: purchaseReceipts.createdAt, type: 'datetime' },
    updatedAt: { column: purchaseReceipts.updatedAt, type: 'datetime' },
  },
  relations: {
    supplier: belongsTo('suppliers', 'supplierId'),
    purchaseOrder: belongsTo('purchaseOrders', 'purchaseOrderId'),
    receivingWarehouse: belongsTo('stockLocations', 'receivingWarehouseId'),
    paidWithPaymentType: belongsTo('paymentTypes', 'paidWithPaymentTypeId'),
    items: hasMany('purchaseReceiptItems', 'purchaseReceiptId'),
    createdByUser: belongsTo('users', 'createdBy'),
    voidedByUser: belongsTo('users', 'voidedBy'),
  },
  lookup: ['id', 'purchaseReceiptNumber', 'status'],
  defaultSort: [{ column: 'id', direction: 'desc' }],
});
