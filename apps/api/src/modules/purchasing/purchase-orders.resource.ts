import { PURCHASE_ORDER_STATUSES } from '@oim/shared/schemas/purchasing';
import { sql } from 'drizzle-orm';
import { qualified } from '../../db/schema/columns';
import { suppliers } from '../../db/schema/masterfile';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchasing';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

/** A line of a purchase order: quantity, received quantity and cost in the line's unit. */
export const purchaseOrderItemResource = defineResource({
  name: 'purchaseOrderItems',
  label: 'purchase order line',
  table: purchaseOrderItems,
  fields: {
    id: { column: purchaseOrderItems.id, type: 'integer' },
    purchaseOrderId: { column: purchaseOrderItems.purchaseOrderId, type: 'integer' },
    lineNumber: { column: purchaseOrderItems.lineNumber, type: 'integer' },
    productId: { column: purchaseOrderItems.productId, type: 'integer' },
    uomId: { column: purchaseOrderItems.uomId, type: 'integer' },
    quantity: { column: purchaseOrderItems.quantity, type: 'decimal' },
    unitCost: { column: purchaseOrderItems.unitCost, type: 'decimal' },
    lineTotal: { column: purchaseOrderItems.lineTotal, type: 'decimal' },
    receivedQuantity: { column: purchaseOrderItems.receivedQuantity, type: 'decimal' },
  },
  relations: { product: belongsTo('products', 'productId'), uom: belongsTo('unitsOfMeasure', 'uomId') },
  defaultSort: [{ column: 'lineNumber', direction: 'asc' }],
});

export const purchaseOrderResource = defineResource({
  name: 'purchaseOrders',
  label: 'purchase order',
  table: purchaseOrders,
  fields: {
    id: { column: purchaseOrders.id, type: 'integer' },
    purchaseOrderNumber: { column: purchaseOrders.purchaseOrderNumber, type: 'text', search: true },
    supplierId: { column: purchaseOrders.supplierId, type: 'integer' },
    /** The supplier's name, so the list's search finds an order by whom it is from. */
    supplierName: {
      column: sql<string>`(select ${qualified(suppliers.supplierName)} from ${suppliers} where ${qualified(suppliers.tenantId)} = ${qualified(purchaseOrders.tenantId)} and ${qualified(suppliers.id)} = ${qualified(purchaseOrders.supplierId)})`,
      type: 'text',
      search: true,
    },
    orderDate: { column: purchaseOrders.orderDate, type: 'date' },
    expectedDate: { column: purchaseOrders.expectedDate, type: 'date', nullable: true },
    receivingWarehouseId: { column: purchaseOrders.receivingWarehouseId, type: 'integer' },
    notes: { column: purchaseOrders.notes, type: 'text', nullable: true },
    status: { column: purchaseOrders.status, type: 'enum', values: PURCHASE_ORDER_STATUSES },
    total: { column: purchaseOrders.total, type: 'decimal' },
    createdBy: { column: purchaseOrders.createdBy, type: 'integer', nullable: true },
    sentAt: { column: purchaseOrders.sentAt, type: 'datetime', nullable: true },
    endedBy: { column: purchaseOrders.endedBy, type: 'integer', nullable: true },
    endedAt: { column: purchaseOrders.endedAt, type: 'datetime', nullable: true },
    createdAt: { column: purchaseOrders.createdAt, type: 'datetime' },
    updatedAt: { column: purchaseOrders.updatedAt, type: 'datetime' },
  },
  relations: {
    supplier: belongsTo('suppliers', 'supplierId'),
    receivingWarehouse: belongsTo('stockLocations', 'receivingWarehouseId'),
    items: hasMany('purchaseOrderItems', 'purchaseOrderId'),
    receipts: hasMany('purchaseReceipts', 'purchaseOrderId'),
    createdByUser: belongsTo('users', 'createdBy'),
    endedByUser: belongsTo('users', 'endedBy'),
  },
  lookup: ['id', 'purchaseOrderNumber', 'status'],
  defaultSort: [{ column: 'id', direction: 'desc' }],
});
