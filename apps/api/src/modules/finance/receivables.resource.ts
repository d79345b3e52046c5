import { sql } from 'drizzle-orm';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { RECEIVABLE_STATUSES } from '@oim/shared/schemas/sales';
import { qualified } from '../../db/schema/columns';
import { imports } from '../../db/schema/imports';
import { receivables, salesOrders } from '../../db/schema/sales-documents';
import { shopTodaySql } from '../../platform/time-zone';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

const receivableOpen = sql`${qualified(receivables.status)} in ('OPEN', 'PARTIAL')`;

/**
 * The document as people know it: the sale's number (with "/n" for an installment of several), or,
 * for an opening balance (no sale), its old document's reference, else its import's number.
 */
export const receivableNumberSql = sql<string>`coalesce(
  (select ${qualified(salesOrders.salesOrderNumber)} || case when ${qualified(receivables.installmentCount)} > 1 then '/' || ${qualified(receivables.installmentNumber)} else '' end
     from ${salesOrders} where ${qualified(salesOrders.tenantId)} = ${qualified(receivables.tenantId)} and ${qualified(salesOrders.id)} = ${qualified(receivables.salesOrderId)}),
  ${qualified(receivables.reference)},
  (select ${qualified(imports.importNumber)} from ${imports}
    where ${qualified(imports.tenantId)} = ${qualified(receivables.tenantId)} and ${qualified(imports.id)} = ${qualified(receivables.importId)}),
  '')`;

/** An opening balance's number: its old document's reference, else its import's number; null for a sale's receivable. */
const openingNumberSql = sql<string | null>`case when ${qualified(receivables.salesOrderId)} is null then coalesce(
  ${qualified(receivables.reference)},
  (select ${qualified(imports.importNumber)} from ${imports}
    where ${qualified(imports.tenantId)} = ${qualified(receivables.tenantId)} and ${qualified(imports.id)} = ${qualified(receivables.importId)}),
  '') end`;

/**
 * What a customer owes, per credit or installment payment of a sale (written by the sale, collected
 * by payments), or from before the shop moved in (an opening balance: no sale, an import).
 */
export const receivableResource = defineResource({
  name: 'receivables',
  label: 'receivable',
  table: receivables,
  fields: {
    id: { column: receivables.id, type: 'integer' },
    customerId: { column: receivables.customerId, type: 'integer' },
    salesOrderId: { column: receivables.salesOrderId, type: 'integer', nullable: true },
    /** An opening balance's old document number (null for a sale's). */
    reference: { column: receivables.reference, type: 'text', nullable: true },
    importId: { column: receivables.importId, type: 'integer', nullable: true },
    /**
     * An opening balance's number (its reference, else its import's); null for a sale's, which is
     * named by its sale (`salesOrder`): a sale's answer is read before the sale takes its number.
     */
    documentNumber: { column: openingNumberSql, type: 'text', nullable: true },
    paymentId: { column: receivables.paymentId, type: 'integer', nullable: true },
    paymentCategory: { column: receivables.paymentCategory, type: 'enum', values: PAYMENT_CATEGORIES },
    installmentNumber: { column: receivables.installmentNumber, type: 'integer' },
    installmentCount: { column: receivables.installmentCount, type: 'integer' },
    documentDate: { column: receivables.documentDate, type: 'date' },
    dueDate: { column: receivables.dueDate, type: 'date' },
    amount: { column: receivables.amount, type: 'decimal' },
    paid: { column: receivables.paid, type: 'decimal' },
    balance: { column: receivables.balance, type: 'decimal' },
    status: { column: receivables.status, type: 'enum', values: RECEIVABLE_STATUSES },
    overdue: { column: sql<boolean>`(${receivableOpen} and ${qualified(receivables.dueDate)} < ${shopTodaySql})`, type: 'boolean' },
    daysOverdue: {
      column: sql<number>`(case when ${receivableOpen} then greatest(${shopTodaySql} - ${qualified(receivables.dueDate)}, 0) else 0 end)`,
      type: 'integer',
    },
    createdAt: { column: receivables.createdAt, type: 'datetime' },
    updatedAt: { column: receivables.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    salesOrder: belongsTo('salesOrders', 'salesOrderId'),
    allocations: hasMany('paymentAllocations', 'receivableId'),
  },
  defaultSort: [
    { column: 'dueDate', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
});
