import { bigint, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYABLE_SOURCES, PAYABLE_STATUSES } from '@oim/shared/schemas/finance';
import { money, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps } from './columns';
import { suppliers } from './masterfile';

/** What the shop owes a supplier for one document (a purchase receipt on credit; later a credit expense). */
export const payables = pgTable(
  'payables',
  {
    ...tenantKeys(),
    supplierId: ref('supplier_id').notNull(),
    sourceType: text('source_type', { enum: PAYABLE_SOURCES }).notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    /** Our document's number (PR-000001). */
    sourceNumber: text('source_number').notNull(),
    /** The supplier's own invoice or delivery number. */
    supplierDocumentNumber: text('supplier_document_number'),
    documentDate: date('document_date').notNull(),
    dueDate: date('due_date').notNull(),
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    status: text('status', { enum: PAYABLE_STATUSES }).notNull().default('OPEN'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('payables_source_uq').on(t.tenantId, t.sourceType, t.sourceId),
    index('payables_supplier_idx').on(t.tenantId, t.supplierId),
    shopReference('payables_supplier_fk', t.tenantId, t.supplierId, suppliers),
  ],
);
