import { sql } from 'drizzle-orm';
import { WARRANTY_STATUSES } from '@oim/shared/schemas/rma';
import { qualified } from '../../db/schema/columns';
import { productWarranties } from '../../db/schema/rma';
import { belongsTo, defineResource } from '../../platform/resource/define';

const today = sql`(now() at time zone 'Asia/Manila')::date`;
const pw = (column: keyof typeof productWarranties._.columns) => qualified(productWarranties[column]);

/** EXPIRED is worked out when read: an ACTIVE warranty whose end date is before today in Manila. */
const status = sql<string>`(case when ${pw('status')} = 'ACTIVE' and ${pw('endDate')} < ${today} then 'EXPIRED' else ${pw('status')} end)`;
const daysLeft = sql<number>`(case when ${pw('status')} = 'ACTIVE' and ${pw('endDate')} >= ${today} then ${pw('endDate')} - ${today} else 0 end)`;
const customerName = sql<string>`(select c.customer_name from customers c where c.tenant_id = ${pw('tenantId')} and c.id = ${pw('customerId')})`;
const customerPhone = sql<
  string | null
>`(select c.contact_number from customers c where c.tenant_id = ${pw('tenantId')} and c.id = ${pw('customerId')})`;
const productName = sql<string>`(select p.product_name from products p where p.tenant_id = ${pw('tenantId')} and p.id = ${pw('productId')})`;
const sku = sql<string>`(select p.sku from products p where p.tenant_id = ${pw('tenantId')} and p.id = ${pw('productId')})`;
const salesOrderNumber = sql<string>`(select o.sales_order_number from sales_orders o where o.tenant_id = ${pw('tenantId')} and o.id = ${pw('salesOrderId')})`;

export const productWarrantyResource = defineResource({
  name: 'productWarranties',
  label: 'product warranty',
  table: productWarranties,
  fields: {
    id: { column: productWarranties.id, type: 'integer' },
    customerId: { column: productWarranties.customerId, type: 'integer' },
    customerName: { column: customerName, type: 'text', search: true },
    contactNumber: { column: customerPhone, type: 'text', nullable: true, search: true },
    productId: { column: productWarranties.productId, type: 'integer' },
    sku: { column: sku, type: 'text', search: true },
    productName: { column: productName, type: 'text', search: true },
    salesOrderId: { column: productWarranties.salesOrderId, type: 'integer' },
    salesOrderNumber: { column: salesOrderNumber, type: 'text', search: true },
    salesOrderLineId: { column: productWarranties.salesOrderItemId, type: 'integer', nullable: true },
    serialNumber: { column: productWarranties.serialNumber, type: 'text', nullable: true, search: true },
    quantity: { column: productWarranties.quantity, type: 'decimal' },
    warrantyTemplateId: { column: productWarranties.warrantyTemplateId, type: 'integer', nullable: true },
    warrantyName: { column: productWarranties.warrantyName, type: 'text' },
    startDate: { column: productWarranties.startDate, type: 'date' },
    endDate: { column: productWarranties.endDate, type: 'date' },
    terms: { column: productWarranties.terms, type: 'text', nullable: true },
    status: { column: status, type: 'enum', values: WARRANTY_STATUSES },
    daysLeft: { column: daysLeft, type: 'integer' },
    rmaId: { column: productWarranties.rmaId, type: 'integer', nullable: true },
    serviceOrderId: { column: productWarranties.serviceOrderId, type: 'integer', nullable: true },
    replacesWarrantyId: { column: productWarranties.replacesWarrantyId, type: 'integer', nullable: true },
    createdAt: { column: productWarranties.createdAt, type: 'datetime' },
    updatedAt: { column: productWarranties.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    product: belongsTo('products', 'productId'),
    salesOrder: belongsTo('salesOrders', 'salesOrderId'),
    warrantyTemplate: belongsTo('warrantyTemplates', 'warrantyTemplateId'),
    rma: belongsTo('rmas', 'rmaId'),
    serviceOrder: belongsTo('serviceOrders', 'serviceOrderId'),
  },
  read: ['View Product Warranty'],
  lookup: ['id', 'serialNumber', 'startDate', 'endDate', 'status'],
  defaultSort: [
    { column: 'endDate', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
});
