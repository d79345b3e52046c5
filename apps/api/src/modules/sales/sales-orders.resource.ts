import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { INSTALLMENT_INTERVALS } from '@oim/shared/schemas/finance';
import { PRODUCT_TYPES, storedSerialNumbers } from '@oim/shared/schemas/inventory';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { PRICE_REVIEW_REASONS, SALES_ORDER_STATUSES, storedAppliedDiscount, storedBundleModification } from '@oim/shared/schemas/sales';
import { qualified } from '../../db/schema/columns';
import { salesOrderItems, salesOrderPayments, salesOrders } from '../../db/schema/sales-documents';
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
    productType: { column: salesOrderItems.productType, type: 'enum', values: PRODUCT_TYPES },
    orderedQuantity: { column: salesOrderItems.orderedQuantity, type: 'decimal' },
    orderedUomId: { column: salesOrderItems.orderedUomId, type: 'integer' },
    orderedUnit: { column: salesOrderItems.orderedUnit, type: 'text', nullable: true },
    baseQuantity: { column: salesOrderItems.baseQuantity, type: 'decimal' },
    unitCost: { column: salesOrderItems.unitCost, type: 'decimal', nullable: true, requires: 'View Product Cost' },
    orderedUnitPrice: { column: salesOrderItems.orderedUnitPrice, type: 'decimal' },
    listUnitPrice: { column: salesOrderItems.listUnitPrice, type: 'decimal', nullable: true },
    priceChangedBy: { column: salesOrderItems.priceChangedBy, type: 'integer', nullable: true },
    priceChangedOffline: { column: salesOrderItems.priceChangedOffline, type: 'boolean' },
    grossAmount: { column: salesOrderItems.grossAmount, type: 'decimal' },
    lineTotal: { column: salesOrderItems.lineTotal, type: 'decimal' },
    appliedDiscounts: {
      column: salesOrderItems.appliedDiscounts,
      type: 'json',
      schema: z.array(storedAppliedDiscount),
      filter: false,
      sort: false,
    },
    bundleModifications: {
      column: salesOrderItems.bundleModifications,
      type: 'json',
      schema: z.array(storedBundleModification),
      filter: false,
      sort: false,
    },
    serialNumbers: { column: salesOrderItems.serialNumbers, type: 'json', schema: storedSerialNumbers, filter: false, sort: false },
    commissionTemplateId: { column: salesOrderItems.commissionTemplateId, type: 'integer', nullable: true },
    commissionUserId: { column: salesOrderItems.commissionUserId, type: 'integer', nullable: true },
    commissionAmount: { column: salesOrderItems.commissionAmount, type: 'decimal', nullable: true },
    vatClass: { column: salesOrderItems.vatClass, type: 'text' },
    vatAmount: { column: salesOrderItems.vatAmount, type: 'decimal' },
    specialDiscountAmount: { column: salesOrderItems.specialDiscountAmount, type: 'decimal' },
    specialVatRemoved: { column: salesOrderItems.specialVatRemoved, type: 'decimal' },
    /** Which special discount the line took: FULL (the 20%), BASIC_NECESSITY (the 5%) or null. */
    specialDiscountClass: { column: salesOrderItems.specialDiscountClass, type: 'text', nullable: true },
  },
  relations: {
    priceChangedByUser: belongsTo('users', 'priceChangedBy'),
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
    installmentCount: { column: salesOrderPayments.installmentCount, type: 'integer', nullable: true },
    installmentInterval: {
      column: salesOrderPayments.installmentInterval,
      type: 'enum',
      values: INSTALLMENT_INTERVALS,
      nullable: true,
    },
  },
  relations: { paymentType: belongsTo('paymentTypes', 'paymentTypeId') },
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

/** The job order this sale released (service_orders keeps the link: one sale per job order). */
const serviceOrderOfSale = sql<number | null>`(select so.id from service_orders so
  where so.tenant_id = ${qualified(salesOrders.tenantId)} and so.sales_order_id = ${qualified(salesOrders.id)})`;

/** What returns (RMAs) of this sale gave back: posted refunds paid out and credits taken off its receivables. */
const refundsOfSale = sql<string>`(select coalesce(sum(p.amount), 0) from payments p
  where p.tenant_id = ${qualified(salesOrders.tenantId)} and p.sales_order_id = ${qualified(salesOrders.id)}
    and p.kind in ('REFUND', 'CREDIT') and p.status = 'POSTED')`;

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
    appliedDiscounts: {
      column: salesOrders.appliedDiscounts,
      type: 'json',
      schema: z.array(storedAppliedDiscount),
      filter: false,
      sort: false,
    },
    quotationId: { column: salesOrders.quotationId, type: 'integer', nullable: true },
    serviceOrderId: { column: serviceOrderOfSale, type: 'integer', nullable: true },
    refundTotal: { column: refundsOfSale, type: 'decimal' },
    receiptPrints: { column: salesOrders.receiptPrints, type: 'integer' },
    // The BIR terminal a sale was rung up at (modules/pos-terminals): its shift and its invoice number there.
    terminalId: { column: salesOrders.terminalId, type: 'integer', nullable: true },
    shiftId: { column: salesOrders.shiftId, type: 'integer', nullable: true },
    invoiceNumber: { column: salesOrders.invoiceNumber, type: 'text', nullable: true },
    // A sale made offline: its terminal id, device and the provisional number its receipt printed.
    clientSaleId: { column: salesOrders.clientSaleId, type: 'text', nullable: true },
    offlineDeviceId: { column: salesOrders.offlineDeviceId, type: 'text', nullable: true },
    offlineProvisionalNumber: { column: salesOrders.offlineProvisionalNumber, type: 'text', nullable: true, search: true },
    priceChangedOffline: { column: salesOrders.priceChangedOffline, type: 'boolean' },
    // An offline sale posted against the price rules, its reasons, and its approval (see post-offline-sale.ts).
    priceReviewRequired: { column: salesOrders.priceReviewRequired, type: 'boolean' },
    priceReviewReasons: {
      column: salesOrders.priceReviewReasons,
      type: 'json',
      schema: z.array(z.enum(PRICE_REVIEW_REASONS)),
      filter: false,
      sort: false,
    },
    priceApprovedBy: { column: salesOrders.priceApprovedBy, type: 'integer', nullable: true },
    priceApprovedAt: { column: salesOrders.priceApprovedAt, type: 'datetime', nullable: true },
    priceApprovalReason: { column: salesOrders.priceApprovalReason, type: 'text', nullable: true },
    lateForReading: { column: salesOrders.lateForReading, type: 'boolean' },
    createdBy: { column: salesOrders.createdBy, type: 'integer', nullable: true },
    voidedAt: { column: salesOrders.voidedAt, type: 'datetime', nullable: true },
    voidedBy: { column: salesOrders.voidedBy, type: 'integer', nullable: true },
    voidReason: { column: salesOrders.voidReason, type: 'text', nullable: true },
    vatableSales: { column: salesOrders.vatableSales, type: 'decimal' },
    vatAmount: { column: salesOrders.vatAmount, type: 'decimal' },
    vatExemptSales: { column: salesOrders.vatExemptSales, type: 'decimal' },
    zeroRatedSales: { column: salesOrders.zeroRatedSales, type: 'decimal' },
    specialDiscountKind: { column: salesOrders.specialDiscountKind, type: 'text', nullable: true },
    specialDiscountTotal: { column: salesOrders.specialDiscountTotal, type: 'decimal' },
    specialDiscountHolderName: { column: salesOrders.specialDiscountHolderName, type: 'text', nullable: true },
    specialDiscountHolderId: { column: salesOrders.specialDiscountHolderId, type: 'text', nullable: true },
    specialDiscountHolderTin: { column: salesOrders.specialDiscountHolderTin, type: 'text', nullable: true },
    /** The holder's purchase booklet number, and the part of specialDiscountTotal that is the 5% on basic necessities. */
    specialDiscountBookletNo: { column: salesOrders.specialDiscountBookletNo, type: 'text', nullable: true },
    basicNecessityDiscountTotal: { column: salesOrders.basicNecessityDiscountTotal, type: 'decimal' },
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
    // Returns of this sale (modules/rma) and the refunds and credits they posted (finance payments).
    rmas: hasMany('rmas', 'salesOrderId'),
    refunds: hasMany('payments', 'salesOrderId'),
    createdByUser: belongsTo('users', 'createdBy'),
    voidedByUser: belongsTo('users', 'voidedBy'),
    priceApprovedByUser: belongsTo('users', 'priceApprovedBy'),
    terminal: belongsTo('posTerminals', 'terminalId'),
  },
  // Read by hand-written routes (sales-orders.routes.ts), so declared here; a quotation's converted order by number otherwise.
  read: ['View Sales Orders', 'Create Sales Orders'],
  lookup: ['id', 'salesOrderNumber', 'salesOrderDate', 'status'],
  defaultSort: [
    { column: 'salesOrderDate', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});
