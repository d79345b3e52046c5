import { sql } from 'drizzle-orm';
import { EXPENSE_STATUSES } from '@oim/shared/schemas/expenses';
import { PAYMENT_CATEGORIES } from '@oim/shared/schemas/payment-types';
import { qualified } from '../../db/schema/columns';
import { expenses } from '../../db/schema/expenses';
import { belongsTo, defineResource } from '../../platform/resource/define';

/** The payment type's category (IMMEDIATE, TRADE_CREDIT, ...), read from the type itself. */
const paymentCategory = sql<string>`(select pt.category from payment_types pt
  where pt.tenant_id = ${qualified(expenses.tenantId)} and pt.id = ${qualified(expenses.paymentTypeId)})`;

/** The payable a credit expense became (null for one paid at once). */
const payableId = sql<number>`(select p.id from payables p
  where p.tenant_id = ${qualified(expenses.tenantId)} and p.source_type = 'EXPENSE' and p.source_id = ${qualified(expenses.id)})`;

export const expenseResource = defineResource({
  name: 'expenses',
  label: 'expense',
  table: expenses,
  fields: {
    id: { column: expenses.id, type: 'integer' },
    expenseNumber: { column: expenses.expenseNumber, type: 'text', search: true },
    expenseDate: { column: expenses.expenseDate, type: 'datetime' },
    expenseCategoryId: { column: expenses.expenseCategoryId, type: 'integer' },
    amount: { column: expenses.amount, type: 'decimal' },
    paymentTypeId: { column: expenses.paymentTypeId, type: 'integer' },
    paymentCategory: { column: paymentCategory, type: 'enum', values: PAYMENT_CATEGORIES },
    referenceNumber: { column: expenses.referenceNumber, type: 'text', nullable: true },
    payee: { column: expenses.payee, type: 'text', nullable: true, search: true },
    supplierId: { column: expenses.supplierId, type: 'integer', nullable: true },
    salesChannelId: { column: expenses.salesChannelId, type: 'integer', nullable: true },
    locationId: { column: expenses.locationId, type: 'integer', nullable: true },
    notes: { column: expenses.notes, type: 'text', nullable: true, search: true },
    status: { column: expenses.status, type: 'enum', values: EXPENSE_STATUSES },
    dueDate: { column: expenses.dueDate, type: 'date', nullable: true },
    payableId: { column: payableId, type: 'integer', nullable: true },
    createdBy: { column: expenses.createdBy, type: 'integer', nullable: true },
    voidedBy: { column: expenses.voidedBy, type: 'integer', nullable: true },
    voidedAt: { column: expenses.voidedAt, type: 'datetime', nullable: true },
    voidReason: { column: expenses.voidReason, type: 'text', nullable: true },
    createdAt: { column: expenses.createdAt, type: 'datetime' },
    updatedAt: { column: expenses.updatedAt, type: 'datetime' },
  },
  relations: {
    expenseCategory: belongsTo('expenseCategories', 'expenseCategoryId'),
    paymentType: belongsTo('paymentTypes', 'paymentTypeId'),
    supplier: belongsTo('suppliers', 'supplierId'),
    salesChannel: belongsTo('salesChannels', 'salesChannelId'),
    location: belongsTo('stockLocations', 'locationId'),
    payable: belongsTo('payables', 'payableId'),
    createdByUser: belongsTo('users', 'createdBy'),
    voidedByUser: belongsTo('users', 'voidedBy'),
  },
  lookup: ['id', 'expenseNumber', 'status'],
  defaultSort: [
    { column: 'expenseDate', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});
