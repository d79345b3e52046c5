import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CUSTOMER_CREDIT_STATUSES, RMA_CONDITIONS, RMA_RESOLUTIONS, RMA_STATUSES } from '@oim/shared/schemas/rma';
import { qualified } from '../../db/schema/columns';
import { customerCredits, rmaItems, rmas } from '../../db/schema/rma';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

const serialList = z.array(z.string());

/** One returned line of an RMA. */
export const rmaItemResource = defineResource({
  name: 'rmaItems',
  label: 'RMA line',
  table: rmaItems,
  fields: {
    id: { column: rmaItems.id, type: 'integer' },
    rmaId: { column: rmaItems.rmaId, type: 'integer' },
    lineNumber: { column: rmaItems.lineNumber, type: 'integer' },
    salesOrderLineId: { column: rmaItems.salesOrderItemId, type: 'integer' },
    productId: { column: rmaItems.productId, type: 'integer' },
    sku: { column: rmaItems.sku, type: 'text', search: true },
    productName: { column: rmaItems.productName, type: 'text', search: true },
    quantity: { column: rmaItems.quantity, type: 'decimal' },
    unit: { column: rmaItems.unit, type: 'text', nullable: true },
    baseQuantity: { column: rmaItems.baseQuantity, type: 'decimal' },
    serialNumbers: { column: rmaItems.serialNumbers, type: 'json', schema: serialList, filter: false, sort: false },
    reason: { column: rmaItems.reason, type: 'text' },
    condition: { column: rmaItems.condition, type: 'enum', values: RMA_CONDITIONS },
    resolution: { column: rmaItems.resolution, type: 'enum', values: RMA_RESOLUTIONS },
    restockLocationId: { column: rmaItems.restockLocationId, type: 'integer', nullable: true },
    writeOff: { column: rmaItems.writeOff, type: 'boolean' },
    amount: { column: rmaItems.amount, type: 'decimal' },
    replacementLocationId: { column: rmaItems.replacementLocationId, type: 'integer', nullable: true },
    replacementSerialNumbers: { column: rmaItems.replacementSerialNumbers, type: 'json', schema: serialList, filter: false, sort: false },
    serviceOrderId: { column: rmaItems.serviceOrderId, type: 'integer', nullable: true },
    warrantyId: { column: rmaItems.warrantyId, type: 'integer', nullable: true },
  },
  relations: {
    rma: belongsTo('rmas', 'rmaId'),
    product: belongsTo('products', 'productId'),
    restockLocation: belongsTo('stockLocations', 'restockLocationId'),
    replacementLocation: belongsTo('stockLocations', 'replacementLocationId'),
    serviceOrder: belongsTo('serviceOrders', 'serviceOrderId'),
    warranty: belongsTo('productWarranties', 'warrantyId'),
  },
  read: ['View RMA'],
  defaultSort: [
    { column: 'lineNumber', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
});

const customerName = sql<string>`(select c.customer_name from customers c where c.tenant_id = ${qualified(rmas.tenantId)} and c.id = ${qualified(rmas.customerId)})`;
const salesOrderNumber = sql<string>`(select o.sales_order_number from sales_orders o where o.tenant_id = ${qualified(rmas.tenantId)} and o.id = ${qualified(rmas.salesOrderId)})`;

/** A customer's return of goods sold on one sale. */
export const rmaResource = defineResource({
  name: 'rmas',
  label: 'RMA',
  table: rmas,
  fields: {
    id: { column: rmas.id, type: 'integer' },
    rmaNumber: { column: rmas.rmaNumber, type: 'text', search: true },
    rmaDate: { column: rmas.rmaDate, type: 'date' },
    customerId: { column: rmas.customerId, type: 'integer' },
    customerName: { column: customerName, type: 'text', search: true },
    salesOrderId: { column: rmas.salesOrderId, type: 'integer' },
    salesOrderNumber: { column: salesOrderNumber, type: 'text', search: true },
    status: { column: rmas.status, type: 'enum', values: RMA_STATUSES },
    notes: { column: rmas.notes, type: 'text', nullable: true },
    refundPaymentTypeId: { column: rmas.refundPaymentTypeId, type: 'integer', nullable: true },
    refundReferenceNumber: { column: rmas.refundReferenceNumber, type: 'text', nullable: true },
    rejectionReason: { column: rmas.rejectionReason, type: 'text', nullable: true },
    totalAmount: { column: rmas.totalAmount, type: 'decimal' },
    refundTotal: { column: rmas.refundTotal, type: 'decimal' },
    creditTotal: { column: rmas.creditTotal, type: 'decimal' },
    storeCreditTotal: { column: rmas.storeCreditTotal, type: 'decimal' },
    createdBy: { column: rmas.createdBy, type: 'integer', nullable: true },
    createdAt: { column: rmas.createdAt, type: 'datetime' },
    receivedBy: { column: rmas.receivedBy, type: 'integer', nullable: true },
    receivedAt: { column: rmas.receivedAt, type: 'datetime', nullable: true },
    resolvedBy: { column: rmas.resolvedBy, type: 'integer', nullable: true },
    resolvedAt: { column: rmas.resolvedAt, type: 'datetime', nullable: true },
    rejectedBy: { column: rmas.rejectedBy, type: 'integer', nullable: true },
    rejectedAt: { column: rmas.rejectedAt, type: 'datetime', nullable: true },
    updatedAt: { column: rmas.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    salesOrder: belongsTo('salesOrders', 'salesOrderId'),
    lines: hasMany('rmaItems', 'rmaId'),
    refundPaymentType: belongsTo('paymentTypes', 'refundPaymentTypeId'),
    payments: hasMany('payments', 'rmaId'),
    customerCredits: hasMany('customerCredits', 'rmaId'),
    createdByUser: belongsTo('users', 'createdBy'),
  },
  read: ['View RMA'],
  lookup: ['id', 'rmaNumber', 'rmaDate', 'status'],
  defaultSort: [
    { column: 'rmaDate', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});

/** Store credit a return left the customer (STORE_CREDIT with nothing owed to take it off). */
export const customerCreditResource = defineResource({
  name: 'customerCredits',
  label: 'customer credit',
  table: customerCredits,
  fields: {
    id: { column: customerCredits.id, type: 'integer' },
    customerId: { column: customerCredits.customerId, type: 'integer' },
    rmaId: { column: customerCredits.rmaId, type: 'integer' },
    amount: { column: customerCredits.amount, type: 'decimal' },
    balance: { column: customerCredits.balance, type: 'decimal' },
    status: { column: customerCredits.status, type: 'enum', values: CUSTOMER_CREDIT_STATUSES },
    createdAt: { column: customerCredits.createdAt, type: 'datetime' },
    updatedAt: { column: customerCredits.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    rma: belongsTo('rmas', 'rmaId'),
    payments: hasMany('payments', 'customerCreditId'),
  },
  read: ['View RMA'],
  defaultSort: [{ column: 'id', direction: 'desc' }],
});
