import { sql } from 'drizzle-orm';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { QUOTATION_STATUSES, RECEIVABLE_STATUSES, SALES_ORDER_STATUSES, PICKLIST_STATUSES } from '@oim/shared/schemas/sales';
import { qualified } from '../../db/schema/columns';
import {
  picklistItems,
  picklists,
  quotationItems,
  quotations,
  receivables,
  salesOrderItems,
  salesOrderPayments,
  salesOrders,
} from '../../db/schema/sales-documents';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

export const salesOrderItemResource = defineResource({
  name: 'salesOrderItems',
  label: 'sales order item',
  table: salesOrderItems,
  fields: {
    id: { column: salesOrderItems.id, type: 'integer' },
    salesOrderId: { column: salesOrderItems.salesOrderId, type: 'integer' },
    bundleParentId: { column: salesOrderItems.bundleParentId, type: 'integer', nullable: true },
    lineNumber: { column: salesOrderItems.lineNumber, type: 'integer' },
    productId: { column: salesOrderItems.productId, type: 'integer' },
    sku: { column: salesOrderItems.sku, type: 'text', search: true },
    productName: { column: salesOrderItems.productName, type: 'text', search: true },
    productType: { column: salesOrderItems.productType, type: 'text' },
    orderedQuantity: { column: salesOrderItems.orderedQuantity, type: 'decimal' },
    orderedUomId: { column: salesOrderItems.orderedUomId, type: 'integer' },
    orderedUnit: { column: salesOrderItems.orderedUnit, type: 'text', nullable: true },
    baseQuantity: { column: salesOrderItems.baseQuantity, type: 'decimal' },
    orderedUnitPrice: { column: salesOrderItems.orderedUnitPrice, type: 'decimal' },
    grossAmount: { column: salesOrderItems.grossAmount, type: 'decimal' },
    lineTotal: { column: salesOrderItems.lineTotal, type: 'decimal' },
    appliedDiscounts: { column: salesOrderItems.appliedDiscounts, type: 'json', filter: false, sort: false },
    bundleModifications: { column: salesOrderItems.bundleModifications, type: 'json', filter: false, sort: false },
    serialNumbers: { column: salesOrderItems.serialNumbers, type: 'json', filter: false, sort: false },
    commissionTemplateId: { column: salesOrderItems.commissionTemplateId, type: 'integer', nullable: true },
    commissionUserId: { column: salesOrderItems.commissionUserId, type: 'integer', nullable: true },
    commissionAmount: { column: salesOrderItems.commissionAmount, type: 'decimal', nullable: true },
  },
  relations: {
    product: belongsTo('products', 'productId'),
    orderedUom: belongsTo('unitsOfMeasure', 'orderedUomId'),
    commissionUser: belongsTo('users', 'commissionUserId'),
    salesOrder: belongsTo('salesOrders', 'salesOrderId'),
  },
  defaultSort: [{ column: 'lineNumber', direction: 'asc' }],
});

export const salesOrderPaymentResource = defineResource({
  name: 'salesOrderPayments',
  label: 'payment',
  table: salesOrderPayments,
  fields: {
    id: { column: salesOrderPayments.id, type: 'integer' },
    salesOrderId: { column: salesOrderPayments.salesOrderId, type: 'integer' },
    paymentTypeId: { column: salesOrderPayments.paymentTypeId, type: 'integer' },
    paymentCategory: { column: salesOrderPayments.paymentCategory, type: 'enum', values: PAYMENT_CATEGORIES },
    paidAmount: { column: salesOrderPayments.paidAmount, type: 'decimal' },
    dueAmount: { column: salesOrderPayments.dueAmount, type: 'decimal' },
    referenceNumber: { column: salesOrderPayments.referenceNumber, type: 'text', nullable: true },
    notes: { column: salesOrderPayments.notes, type: 'text', nullable: true },
    tenderedAmount: { column: salesOrderPayments.tenderedAmount, type: 'decimal', nullable: true },
    change: { column: salesOrderPayments.change, type: 'decimal', nullable: true },
  },
  relations: { paymentType: belongsTo('paymentTypes', 'paymentTypeId') },
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

export const receivableResource = defineResource({
  name: 'receivables',
  label: 'receivable',
  table: receivables,
  fields: {
    id: { column: receivables.id, type: 'integer' },
    customerId: { column: receivables.customerId, type: 'integer' },
    salesOrderId: { column: receivables.salesOrderId, type: 'integer' },
    paymentId: { column: receivables.paymentId, type: 'integer' },
    paymentCategory: { column: receivables.paymentCategory, type: 'enum', values: PAYMENT_CATEGORIES },
    amount: { column: receivables.amount, type: 'decimal' },
    balance: { column: receivables.balance, type: 'decimal' },
    status: { column: receivables.status, type: 'enum', values: RECEIVABLE_STATUSES },
    createdAt: { column: receivables.createdAt, type: 'datetime' },
  },
  relations: { customer: belongsTo('customers', 'customerId'), salesOrder: belongsTo('salesOrders', 'salesOrderId') },
  defaultSort: [{ column: 'createdAt', direction: 'desc' }],
});

export const salesOrderResource = defineResource({
  name: 'salesOrders',
  label: 'sales order',
  table: salesOrders,
  fields: {
    id: { column: salesOrders.id, type: 'integer' },
    salesOrderNumber: { column: salesOrders.salesOrderNumber, type: 'text', search: true },
    salesOrderDate: { column: salesOrders.salesOrderDate, type: 'datetime' },
    salesChannelId: { column: salesOrders.salesChannelId, type: 'integer' },
    customerId: { column: salesOrders.customerId, type: 'integer' },
    locationId: { column: salesOrders.locationId, type: 'integer' },
    status: { column: salesOrders.status, type: 'enum', values: SALES_ORDER_STATUSES },
    grossTotal: { column: salesOrders.grossTotal, type: 'decimal' },
    discountTotal: { column: salesOrders.discountTotal, type: 'decimal' },
    taxTotal: { column: salesOrders.taxTotal, type: 'decimal' },
    netTotal: { column: salesOrders.netTotal, type: 'decimal' },
    paidAmountTotal: { column: salesOrders.paidAmountTotal, type: 'decimal' },
    taxed: { column: salesOrders.taxed, type: 'boolean' },
    publicNote: { column: salesOrders.publicNote, type: 'text', nullable: true, search: true },
    appliedDiscounts: { column: salesOrders.appliedDiscounts, type: 'json', filter: false, sort: false },
    quotationId: { column: salesOrders.quotationId, type: 'integer', nullable: true },
    receiptPrints: { column: salesOrders.receiptPrints, type: 'integer' },
    createdBy: { column: salesOrders.createdBy, type: 'integer', nullable: true },
    voidedAt: { column: salesOrders.voidedAt, type: 'datetime', nullable: true },
    voidedBy: { column: salesOrders.voidedBy, type: 'integer', nullable: true },
    voidReason: { column: salesOrders.voidReason, type: 'text', nullable: true },
    createdAt: { column: salesOrders.createdAt, type: 'datetime' },
    updatedAt: { column: salesOrders.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    salesChannel: belongsTo('salesChannels', 'salesChannelId'),
    location: belongsTo('stockLocations', 'locationId'),
    salesOrderItems: hasMany('salesOrderItems', 'salesOrderId'),
    paymentTerms: hasMany('salesOrderPayments', 'salesOrderId'),
    receivables: hasMany('receivables', 'salesOrderId'),
    createdByUser: belongsTo('users', 'createdBy'),
    voidedByUser: belongsTo('users', 'voidedBy'),
  },
  // Read by hand-written routes (sales-orders.ts), so declared here; a quotation's converted order by number otherwise.
  read: ['View Sales Orders', 'Create Sales Orders'],
  lookup: ['id', 'salesOrderNumber', 'salesOrderDate', 'status'],
  defaultSort: [
    { column: 'salesOrderDate', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});

export const quotationItemResource = defineResource({
  name: 'quotationItems',
  label: 'quotation item',
  table: quotationItems,
  fields: {
    id: { column: quotationItems.id, type: 'integer' },
    quotationId: { column: quotationItems.quotationId, type: 'integer' },
    bundleParentId: { column: quotationItems.bundleParentId, type: 'integer', nullable: true },
    lineNumber: { column: quotationItems.lineNumber, type: 'integer' },
    productId: { column: quotationItems.productId, type: 'integer' },
    sku: { column: quotationItems.sku, type: 'text', search: true },
    productName: { column: quotationItems.productName, type: 'text', search: true },
    productType: { column: quotationItems.productType, type: 'text' },
    orderedQuantity: { column: quotationItems.orderedQuantity, type: 'decimal' },
    orderedUomId: { column: quotationItems.orderedUomId, type: 'integer' },
    orderedUnit: { column: quotationItems.orderedUnit, type: 'text', nullable: true },
    orderedUnitPrice: { column: quotationItems.orderedUnitPrice, type: 'decimal' },
    grossAmount: { column: quotationItems.grossAmount, type: 'decimal' },
    lineTotal: { column: quotationItems.lineTotal, type: 'decimal' },
    appliedDiscounts: { column: quotationItems.appliedDiscounts, type: 'json', filter: false, sort: false },
    bundleModifications: { column: quotationItems.bundleModifications, type: 'json', filter: false, sort: false },
    commissionTemplateId: { column: quotationItems.commissionTemplateId, type: 'integer', nullable: true },
    commissionUserId: { column: quotationItems.commissionUserId, type: 'integer', nullable: true },
    commissionAmount: { column: quotationItems.commissionAmount, type: 'decimal', nullable: true },
  },
  relations: { product: belongsTo('products', 'productId'), orderedUom: belongsTo('unitsOfMeasure', 'orderedUomId') },
  defaultSort: [{ column: 'lineNumber', direction: 'asc' }],
});

/** A draft or posted quotation whose validity has passed reads as EXPIRED (spec 4 leaves statuses open). */
const quotationStatus = sql`case when ${qualified(quotations.status)} in ('DRAFT', 'POSTED') and ${qualified(quotations.validUntilDate)} < (now() at time zone 'Asia/Manila')::date then 'EXPIRED' else ${qualified(quotations.status)} end`;

export const quotationResource = defineResource({
  name: 'quotations',
  label: 'quotation',
  table: quotations,
  fields: {
    id: { column: quotations.id, type: 'integer' },
    quotationNumber: { column: quotations.quotationNumber, type: 'text', search: true },
    quotationDate: { column: quotations.quotationDate, type: 'datetime' },
    validUntilDate: { column: quotations.validUntilDate, type: 'date' },
    salesChannelId: { column: quotations.salesChannelId, type: 'integer' },
    customerId: { column: quotations.customerId, type: 'integer' },
    status: { column: quotationStatus, type: 'enum', values: QUOTATION_STATUSES },
    grossTotal: { column: quotations.grossTotal, type: 'decimal' },
    discountTotal: { column: quotations.discountTotal, type: 'decimal' },
    taxTotal: { column: quotations.taxTotal, type: 'decimal' },
    netTotal: { column: quotations.netTotal, type: 'decimal' },
    paidAmountTotal: { column: quotations.paidAmountTotal, type: 'decimal' },
    taxed: { column: quotations.taxed, type: 'boolean' },
    publicNote: { column: quotations.publicNote, type: 'text', nullable: true, search: true },
    appliedDiscounts: { column: quotations.appliedDiscounts, type: 'json', filter: false, sort: false },
    payments: { column: quotations.payments, type: 'json', filter: false, sort: false },
    salesOrderId: { column: quotations.salesOrderId, type: 'integer', nullable: true },
    postedAt: { column: quotations.postedAt, type: 'datetime', nullable: true },
    createdBy: { column: quotations.createdBy, type: 'integer', nullable: true },
    createdAt: { column: quotations.createdAt, type: 'datetime' },
    updatedAt: { column: quotations.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    salesChannel: belongsTo('salesChannels', 'salesChannelId'),
    quotationItems: hasMany('quotationItems', 'quotationId'),
    salesOrder: belongsTo('salesOrders', 'salesOrderId'),
    createdByUser: belongsTo('users', 'createdBy'),
  },
  defaultSort: [
    { column: 'quotationDate', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});

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
