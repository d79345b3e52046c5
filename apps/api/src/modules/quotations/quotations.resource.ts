import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCT_TYPES } from '@oim/shared/schemas/inventory';
import { QUOTATION_STATUSES, storedAppliedDiscount, storedBundleModification, storedQuotationPayment } from '@oim/shared/schemas/sales';
import { qualified } from '../../db/schema/columns';
import { quotationItems, quotations } from '../../db/schema/sales-documents';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

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
    productType: { column: quotationItems.productType, type: 'enum', values: PRODUCT_TYPES },
    orderedQuantity: { column: quotationItems.orderedQuantity, type: 'decimal' },
    orderedUomId: { column: quotationItems.orderedUomId, type: 'integer' },
    orderedUnit: { column: quotationItems.orderedUnit, type: 'text', nullable: true },
    orderedUnitPrice: { column: quotationItems.orderedUnitPrice, type: 'decimal' },
    listUnitPrice: { column: quotationItems.listUnitPrice, type: 'decimal', nullable: true },
    priceChangedBy: { column: quotationItems.priceChangedBy, type: 'integer', nullable: true },
    grossAmount: { column: quotationItems.grossAmount, type: 'decimal' },
    lineTotal: { column: quotationItems.lineTotal, type: 'decimal' },
    appliedDiscounts: {
      column: quotationItems.appliedDiscounts,
      type: 'json',
      schema: z.array(storedAppliedDiscount),
      filter: false,
      sort: false,
    },
    bundleModifications: {
      column: quotationItems.bundleModifications,
      type: 'json',
      schema: z.array(storedBundleModification),
      filter: false,
      sort: false,
    },
    commissionTemplateId: { column: quotationItems.commissionTemplateId, type: 'integer', nullable: true },
    commissionUserId: { column: quotationItems.commissionUserId, type: 'integer', nullable: true },
    commissionAmount: { column: quotationItems.commissionAmount, type: 'decimal', nullable: true },
  },
  relations: {
    product: belongsTo('products', 'productId'),
    orderedUom: belongsTo('unitsOfMeasure', 'orderedUomId'),
    priceChangedByUser: belongsTo('users', 'priceChangedBy'),
  },
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
    appliedDiscounts: {
      column: quotations.appliedDiscounts,
      type: 'json',
      schema: z.array(storedAppliedDiscount),
      filter: false,
      sort: false,
    },
    payments: { column: quotations.payments, type: 'json', schema: z.array(storedQuotationPayment), filter: false, sort: false },
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
