import { sql } from 'drizzle-orm';
import { SERVICE_ORDER_LINE_TYPES, SERVICE_ORDER_PRIORITIES, SERVICE_ORDER_STATUSES } from '@oim/shared/schemas/service';
import { qualified } from '../../db/schema/columns';
import { serviceOrderComments, serviceOrderItems, serviceOrders, serviceOrderStatusHistory } from '../../db/schema/service';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

/** A part or labour line of a job order's estimate. */
export const serviceOrderItemResource = defineResource({
  name: 'serviceOrderItems',
  label: 'job order line',
  table: serviceOrderItems,
  fields: {
    id: { column: serviceOrderItems.id, type: 'integer' },
    serviceOrderId: { column: serviceOrderItems.serviceOrderId, type: 'integer' },
    lineNumber: { column: serviceOrderItems.lineNumber, type: 'integer' },
    lineType: { column: serviceOrderItems.lineType, type: 'enum', values: SERVICE_ORDER_LINE_TYPES },
    productId: { column: serviceOrderItems.productId, type: 'integer' },
    uomId: { column: serviceOrderItems.uomId, type: 'integer' },
    description: { column: serviceOrderItems.description, type: 'text', nullable: true },
    quantity: { column: serviceOrderItems.quantity, type: 'decimal' },
    unitPrice: { column: serviceOrderItems.unitPrice, type: 'decimal' },
    lineTotal: { column: serviceOrderItems.lineTotal, type: 'decimal' },
  },
  relations: { product: belongsTo('products', 'productId'), uom: belongsTo('unitsOfMeasure', 'uomId') },
  defaultSort: [{ column: 'lineNumber', direction: 'asc' }],
});

/** One status change of a job order. */
export const serviceOrderStatusHistoryResource = defineResource({
  name: 'serviceOrderStatusHistory',
  label: 'job order status change',
  table: serviceOrderStatusHistory,
  fields: {
    id: { column: serviceOrderStatusHistory.id, type: 'integer' },
    serviceOrderId: { column: serviceOrderStatusHistory.serviceOrderId, type: 'integer' },
    fromStatus: { column: serviceOrderStatusHistory.fromStatus, type: 'enum', values: SERVICE_ORDER_STATUSES, nullable: true },
    toStatus: { column: serviceOrderStatusHistory.toStatus, type: 'enum', values: SERVICE_ORDER_STATUSES },
    remark: { column: serviceOrderStatusHistory.remark, type: 'text', nullable: true },
    changedBy: { column: serviceOrderStatusHistory.changedBy, type: 'integer', nullable: true },
    changedAt: { column: serviceOrderStatusHistory.changedAt, type: 'datetime' },
  },
  relations: { changedByUser: belongsTo('users', 'changedBy') },
  defaultSort: [
    { column: 'changedAt', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
});

/** A comment on a job order; its photos are media of owner type service-order-comments. */
export const serviceOrderCommentResource = defineResource({
  name: 'serviceOrderComments',
  label: 'job order comment',
  table: serviceOrderComments,
  fields: {
    id: { column: serviceOrderComments.id, type: 'integer' },
    serviceOrderId: { column: serviceOrderComments.serviceOrderId, type: 'integer' },
    text: { column: serviceOrderComments.text, type: 'text', search: true },
    authorId: { column: serviceOrderComments.authorId, type: 'integer', nullable: true },
    createdAt: { column: serviceOrderComments.createdAt, type: 'datetime' },
    updatedAt: { column: serviceOrderComments.updatedAt, type: 'datetime' },
  },
  relations: { author: belongsTo('users', 'authorId') },
  defaultSort: [
    { column: 'createdAt', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
});

/** The customer's name, so the list's search finds an order by whose it is. */
const customerName = sql<string>`(select c.customer_name from customers c
  where c.tenant_id = ${qualified(serviceOrders.tenantId)} and c.id = ${qualified(serviceOrders.customerId)})`;

/** The standing refund of a cancelled order's deposit (its payment number), if one was paid. */
const depositRefundNumber = sql<string | null>`(select p.payment_number from payments p
  where p.tenant_id = ${qualified(serviceOrders.tenantId)} and p.service_order_id = ${qualified(serviceOrders.id)}
    and p.kind = 'DEPOSIT_REFUND' and p.status = 'POSTED')`;

export const serviceOrderResource = defineResource({
  name: 'serviceOrders',
  label: 'job order',
  table: serviceOrders,
  fields: {
    id: { column: serviceOrders.id, type: 'integer' },
    serviceOrderNumber: { column: serviceOrders.serviceOrderNumber, type: 'text', search: true },
    customerId: { column: serviceOrders.customerId, type: 'integer' },
    customerName: { column: customerName, type: 'text', search: true },
    salesChannelId: { column: serviceOrders.salesChannelId, type: 'integer', nullable: true },
    itemDescription: { column: serviceOrders.itemDescription, type: 'text', search: true },
    brand: { column: serviceOrders.brand, type: 'text', nullable: true, search: true },
    model: { column: serviceOrders.model, type: 'text', nullable: true, search: true },
    serialNumber: { column: serviceOrders.serialNumber, type: 'text', nullable: true, search: true },
    soldSalesOrderId: { column: serviceOrders.soldSalesOrderId, type: 'integer', nullable: true },
    accessoriesReceived: { column: serviceOrders.accessoriesReceived, type: 'text', nullable: true },
    problemReported: { column: serviceOrders.problemReported, type: 'text' },
    diagnosis: { column: serviceOrders.diagnosis, type: 'text', nullable: true },
    assignedTechnicianId: { column: serviceOrders.assignedTechnicianId, type: 'integer', nullable: true },
    priority: { column: serviceOrders.priority, type: 'enum', values: SERVICE_ORDER_PRIORITIES },
    receivedAt: { column: serviceOrders.receivedAt, type: 'datetime' },
    promisedDate: { column: serviceOrders.promisedDate, type: 'date', nullable: true },
    status: { column: serviceOrders.status, type: 'enum', values: SERVICE_ORDER_STATUSES },
    estimateTotal: { column: serviceOrders.estimateTotal, type: 'decimal' },
    deposit: { column: serviceOrders.deposit, type: 'decimal' },
    depositPaymentTypeId: { column: serviceOrders.depositPaymentTypeId, type: 'integer', nullable: true },
    depositRefundNumber: { column: depositRefundNumber, type: 'text', nullable: true },
    notes: { column: serviceOrders.notes, type: 'text', nullable: true },
    salesOrderId: { column: serviceOrders.salesOrderId, type: 'integer', nullable: true },
    createdBy: { column: serviceOrders.createdBy, type: 'integer', nullable: true },
    createdAt: { column: serviceOrders.createdAt, type: 'datetime' },
    updatedAt: { column: serviceOrders.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    salesChannel: belongsTo('salesChannels', 'salesChannelId'),
    assignedTechnician: belongsTo('users', 'assignedTechnicianId'),
    depositPaymentType: belongsTo('paymentTypes', 'depositPaymentTypeId'),
    soldSalesOrder: belongsTo('salesOrders', 'soldSalesOrderId'),
    salesOrder: belongsTo('salesOrders', 'salesOrderId'),
    createdByUser: belongsTo('users', 'createdBy'),
    lines: hasMany('serviceOrderItems', 'serviceOrderId'),
    statusHistory: hasMany('serviceOrderStatusHistory', 'serviceOrderId'),
    comments: hasMany('serviceOrderComments', 'serviceOrderId'),
  },
  lookup: ['id', 'serviceOrderNumber', 'status'],
  defaultSort: [
    { column: 'receivedAt', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});
