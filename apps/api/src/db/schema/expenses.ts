import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPENSE_STATUSES } from '@oim/shared/schemas/expenses';
import { money, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps, voidColumns } from './columns';
import { users } from './identity';
import { paymentTypes, stockLocations, suppliers } from './masterfile';
import { salesChannels } from './sales';

/** What a shop spends money on (spec 3: Expense category): Rent, Utilities, ... */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    ...tenantKeys(),
    expenseName: text('expense_name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('expense_categories_name_uq').on(t.tenantId, sql`lower(${t.expenseName})`)],
);

/** Money paid out for a shop cost (a cash outflow); on a TRADE_CREDIT payment type, a payable instead. Voided, never deleted. */
export const expenses = pgTable(
  'expenses',
  {
    ...tenantKeys(),
    /** EX-000001: gap-free per shop. */
    expenseNumber: text('expense_number').notNull(),
    expenseDate: timestamp('expense_date', { withTimezone: true }).notNull(),
    expenseCategoryId: ref('expense_category_id').notNull(),
    amount: money('amount').notNull(),
    paymentTypeId: ref('payment_type_id').notNull(),
    referenceNumber: text('reference_number'),
    /** Who was paid, in free text, when it is not a supplier of the masterfile. */
    payee: text('payee'),
    supplierId: ref('supplier_id'),
    salesChannelId: ref('sales_channel_id'),
    locationId: ref('location_id'),
    notes: text('notes'),
    status: text('status', { enum: EXPENSE_STATUSES }).notNull().default('POSTED'),
    /** When its payable falls due (credit expenses only). */
    dueDate: date('due_date'),
    createdBy: ref('created_by'),
    ...voidColumns(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('expenses_number_uq').on(t.tenantId, t.expenseNumber),
    index('expenses_date_idx').on(t.tenantId, t.expenseDate),
    index('expenses_category_idx').on(t.tenantId, t.expenseCategoryId),
    index('expenses_supplier_idx').on(t.tenantId, t.supplierId),
    check('expenses_amount_ck', sql`${t.amount} > 0`),
    check('expenses_payee_ck', sql`${t.payee} is not null or ${t.supplierId} is not null`),
    check('expenses_status_ck', sql`${t.status} in ('POSTED', 'VOIDED')`),
    shopReference('expenses_category_fk', t.tenantId, t.expenseCategoryId, expenseCategories),
    shopReference('expenses_payment_type_fk', t.tenantId, t.paymentTypeId, paymentTypes),
    shopReference('expenses_supplier_fk', t.tenantId, t.supplierId, suppliers),
    shopReference('expenses_sales_channel_fk', t.tenantId, t.salesChannelId, salesChannels),
    shopReference('expenses_location_fk', t.tenantId, t.locationId, stockLocations),
    shopReference('expenses_created_by_fk', t.tenantId, t.createdBy, users),
    shopReference('expenses_voided_by_fk', t.tenantId, t.voidedBy, users),
  ],
);
