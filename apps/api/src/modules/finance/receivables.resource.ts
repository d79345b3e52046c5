import { sql } from 'drizzle-orm';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { RECEIVABLE_STATUSES } from '@oim/shared/schemas/sales';
import { qualified } from '../../db/schema/columns';
import { receivables } from '../../db/schema/sales-documents';
import { shopTodaySql } from '../../platform/time-zone';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

const receivableOpen = sql`${qualified(receivables.status)} in ('OPEN', 'PARTIAL')`;

/** What a customer owes, per credit or installment payment of a sale (written by the sale, collected by payments). */
export const receivableResource = defineResource({
  name: 'receivables',
  label: 'receivable',
  table: receivables,
  fields: {
    id: { column: receivables.id, type: 'integer' },
    customerId: { column: receivables.customerId, type: 'integer' },
    salesOrderId: { column: receivables.salesOrderId, type: 'integer' },
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
