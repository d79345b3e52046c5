import { PICKLIST_STATUSES } from '@oim/shared/schemas/sales';
import { picklistItems, picklists } from '../../db/schema/sales-documents';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

export const picklistItemResource = defineResource({
  name: 'picklistItems',
  label: 'picklist item',
  table: picklistItems,
  fields: {
    id: { column: picklistItems.id, type: 'integer' },
    picklistId: { column: picklistItems.picklistId, type: 'integer' },
    salesOrderItemId: { column: picklistItems.salesOrderItemId, type: 'integer' },
    productId: { column: picklistItems.productId, type: 'integer' },
    quantity: { column: picklistItems.quantity, type: 'decimal' },
    pickingLocationId: { column: picklistItems.pickingLocationId, type: 'integer' },
    isPicked: { column: picklistItems.isPicked, type: 'boolean' },
  },
  relations: { product: belongsTo('products', 'productId'), pickingLocation: belongsTo('stockLocations', 'pickingLocationId') },
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

export const picklistResource = defineResource({
  name: 'picklists',
  label: 'picklist',
  table: picklists,
  fields: {
    id: { column: picklists.id, type: 'integer' },
    picklistNumber: { column: picklists.picklistNumber, type: 'text', search: true },
    salesOrderId: { column: picklists.salesOrderId, type: 'integer' },
    status: { column: picklists.status, type: 'enum', values: PICKLIST_STATUSES },
    notes: { column: picklists.notes, type: 'text', nullable: true },
    createdBy: { column: picklists.createdBy, type: 'integer', nullable: true },
    createdAt: { column: picklists.createdAt, type: 'datetime' },
    updatedAt: { column: picklists.updatedAt, type: 'datetime' },
  },
  relations: {
    salesOrder: belongsTo('salesOrders', 'salesOrderId'),
    items: hasMany('picklistItems', 'picklistId'),
    createdByUser: belongsTo('users', 'createdBy'),
  },
  defaultSort: [{ column: 'id', direction: 'desc' }],
});
