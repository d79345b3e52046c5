import { z } from 'zod';
import { supplierReturnItems, supplierReturns } from '../../db/schema/purchasing';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

const readers = ['View Purchase Receipts', 'Create Purchase Receipts'] as const;

/** One line of a supplier return. */
export const supplierReturnItemResource = defineResource({
  name: 'supplierReturnItems',
  label: 'supplier return line',
  table: supplierReturnItems,
  fields: {
    id: { column: supplierReturnItems.id, type: 'integer' },
    supplierReturnId: { column: supplierReturnItems.supplierReturnId, type: 'integer' },
    purchaseReceiptItemId: { column: supplierReturnItems.purchaseReceiptItemId, type: 'integer' },
    productId: { column: supplierReturnItems.productId, type: 'integer' },
    quantity: { column: supplierReturnItems.quantity, type: 'decimal' },
    baseQuantity: { column: supplierReturnItems.baseQuantity, type: 'decimal' },
    unitCost: { column: supplierReturnItems.unitCost, type: 'decimal' },
    lineTotal: { column: supplierReturnItems.lineTotal, type: 'decimal' },
    serialNumbers: { column: supplierReturnItems.serialNumbers, type: 'json', schema: z.array(z.string()), filter: false, sort: false },
  },
  relations: { product: belongsTo('products', 'productId') },
  read: [...readers],
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

/** Goods of a purchase receipt sent back to its supplier. */
export const supplierReturnResource = defineResource({
  name: 'supplierReturns',
  label: 'supplier return',
  table: supplierReturns,
  fields: {
    id: { column: supplierReturns.id, type: 'integer' },
    supplierReturnNumber: { column: supplierReturns.supplierReturnNumber, type: 'text', search: true },
    purchaseReceiptId: { column: supplierReturns.purchaseReceiptId, type: 'integer' },
    supplierId: { column: supplierReturns.supplierId, type: 'integer' },
    locationId: { column: supplierReturns.locationId, type: 'integer' },
    returnDate: { column: supplierReturns.returnDate, type: 'date' },
    reason: { column: supplierReturns.reason, type: 'text', search: true },
    total: { column: supplierReturns.total, type: 'decimal' },
    creditTotal: { column: supplierReturns.creditTotal, type: 'decimal' },
    supplierCreditTotal: { column: supplierReturns.supplierCreditTotal, type: 'decimal' },
    createdBy: { column: supplierReturns.createdBy, type: 'integer', nullable: true },
    createdAt: { column: supplierReturns.createdAt, type: 'datetime' },
    updatedAt: { column: supplierReturns.updatedAt, type: 'datetime' },
  },
  relations: {
    purchaseReceipt: belongsTo('purchaseReceipts', 'purchaseReceiptId'),
    supplier: belongsTo('suppliers', 'supplierId'),
    location: belongsTo('stockLocations', 'locationId'),
    items: hasMany('supplierReturnItems', 'supplierReturnId'),
    createdByUser: belongsTo('users', 'createdBy'),
  },
  read: [...readers],
  lookup: ['id', 'supplierReturnNumber', 'returnDate'],
  defaultSort: [
    { column: 'returnDate', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});
