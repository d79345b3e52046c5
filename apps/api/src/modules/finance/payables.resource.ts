import { sql } from 'drizzle-orm';
import { PAYABLE_SOURCES, PAYABLE_STATUSES } from '@oim/shared/schemas/finance';
import { qualified } from '../../db/schema/columns';
import { shopTodaySql } from '../../platform/time-zone';
import { payables } from '../../db/schema/finance';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

const payableOpen = sql`${qualified(payables.status)} in ('OPEN', 'PARTIAL')`;

/** What the shop owes a supplier, per document. */
export const payableResource = defineResource({
  name: 'payables',
  label: 'payable',
  table: payables,
  fields: {
    id: { column: payables.id, type: 'integer' },
    supplierId: { column: payables.supplierId, type: 'integer' },
    sourceType: { column: payables.sourceType, type: 'enum', values: PAYABLE_SOURCES },
    sourceId: { column: payables.sourceId, type: 'integer' },
    sourceNumber: { column: payables.sourceNumber, type: 'text', search: true },
    supplierDocumentNumber: { column: payables.supplierDocumentNumber, type: 'text', nullable: true, search: true },
    documentDate: { column: payables.documentDate, type: 'date' },
    dueDate: { column: payables.dueDate, type: 'date' },
    amount: { column: payables.amount, type: 'decimal' },
    paid: { column: payables.paid, type: 'decimal' },
    balance: { column: payables.balance, type: 'decimal' },
    status: { column: payables.status, type: 'enum', values: PAYABLE_STATUSES },
    overdue: { column: sql<boolean>`(${payableOpen} and ${qualified(payables.dueDate)} < ${shopTodaySql})`, type: 'boolean' },
    daysOverdue: {
      column: sql<number>`(case when ${payableOpen} then greatest(${shopTodaySql} - ${qualified(payables.dueDate)}, 0) else 0 end)`,
      type: 'integer',
    },
    createdAt: { column: payables.createdAt, type: 'datetime' },
    updatedAt: { column: payables.updatedAt, type: 'datetime' },
  },
  relations: { supplier: belongsTo('suppliers', 'supplierId'), allocations: hasMany('paymentAllocations', 'payableId') },
  defaultSort: [
    { column: 'dueDate', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
});
