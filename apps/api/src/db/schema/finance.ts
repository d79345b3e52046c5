import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYABLE_SOURCES, PAYABLE_STATUSES, PAYMENT_DIRECTIONS, PAYMENT_KINDS, PAYMENT_STATUSES } from '@oim/shared/schemas/finance';
import { money, ref, shopReference, tenantKeys, tenantPrimaryKey, timestamps, voidColumns } from './columns';
import { users } from './identity';
import { imports } from './imports';
import { paymentTypes, suppliers } from './masterfile';
import { supplierReturns } from './purchasing';
import { customers } from './sales';
import { customerCredits, rmas } from './rma';
import { receivables, salesOrders } from './sales-documents';
import { posZReadings } from './pos-terminals';
import { serviceOrders } from './service';

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
    /** Σ the allocations of posted payments; balance = amount − paid (0 once VOIDED). */
    paid: money('paid').notNull().default('0'),
    balance: money('balance').notNull(),
    status: text('status', { enum: PAYABLE_STATUSES }).notNull().default('OPEN'),
    /** The import that brought it (an opening balance) (moving in), or null. */
    importId: ref('import_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('payables_source_uq').on(t.tenantId, t.sourceType, t.sourceId),
    index('payables_supplier_idx').on(t.tenantId, t.supplierId),
    shopReference('payables_supplier_fk', t.tenantId, t.supplierId, suppliers),
    shopReference('payables_import_fk', t.tenantId, t.importId, imports),
    index('payables_import_idx')
      .on(t.tenantId, t.importId)
      .where(sql`${t.importId} is not null`),
  ],
);

/** Money collected from a customer (IN) or paid to a supplier (OUT); voided, never deleted. */
export const payments = pgTable(
  'payments',
  {
    ...tenantKeys(),
    /** PAY-000001: one gap-free series per shop for both directions. */
    paymentNumber: text('payment_number').notNull(),
    /** OR-000001: the official receipt a collection (COLLECTION) gives the customer, its own gap-free series per shop. */
    receiptNumber: text('receipt_number'),
    direction: text('direction', { enum: PAYMENT_DIRECTIONS }).notNull(),
    /** COLLECTION (IN), SUPPLIER_PAYMENT (OUT), REFUND (OUT to a customer) or CREDIT (IN, no money moved); the last two come from an RMA. */
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** The return (RMA) a REFUND or CREDIT was made for, and the sale it returned goods of. */
    rmaId: ref('rma_id'),
    salesOrderId: ref('sales_order_id'),
    /** A refund of a terminal sale: the Z reading that counted it (null until one does). */
    zReadingId: ref('z_reading_id'),
    /** The supplier return a SUPPLIER_CREDIT was made for. */
    supplierReturnId: ref('supplier_return_id'),
    /** The customer credit (store credit of an RMA) a CREDIT used, when it was applied later. */
    customerCreditId: ref('customer_credit_id'),
    /** The cancelled job order whose deposit a DEPOSIT_REFUND paid back. */
    serviceOrderId: ref('service_order_id'),
    customerId: ref('customer_id'),
    supplierId: ref('supplier_id'),
    paymentDate: date('payment_date').notNull(),
    paymentTypeId: ref('payment_type_id').notNull(),
    referenceNumber: text('reference_number'),
    amount: money('amount').notNull(),
    notes: text('notes'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('POSTED'),
    createdBy: ref('created_by'),
    ...voidColumns(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('payments_number_uq').on(t.tenantId, t.paymentNumber),
    uniqueIndex('payments_receipt_number_uq')
      .on(t.tenantId, t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    index('payments_customer_idx').on(t.tenantId, t.customerId),
    index('payments_supplier_idx').on(t.tenantId, t.supplierId),
    index('payments_sales_order_idx')
      .on(t.tenantId, t.salesOrderId)
      .where(sql`${t.salesOrderId} is not null`),
    index('payments_rma_idx')
      .on(t.tenantId, t.rmaId)
      .where(sql`${t.rmaId} is not null`),
    // A job order's deposit is paid back once (void the refund to pay it again).
    uniqueIndex('payments_deposit_refund_uq')
      .on(t.tenantId, t.serviceOrderId)
      .where(sql`${t.kind} = 'DEPOSIT_REFUND' and ${t.status} = 'POSTED'`),
    check(
      'payments_party_ck',
      sql`(${t.customerId} is null) <> (${t.supplierId} is null) and (${t.supplierId} is null or ${t.direction} = 'OUT')`,
    ),
    check(
      'payments_kind_ck',
      sql`case ${t.kind} when 'COLLECTION' then ${t.direction} = 'IN' and ${t.rmaId} is null
        when 'SUPPLIER_PAYMENT' then ${t.direction} = 'OUT' and ${t.supplierId} is not null and ${t.rmaId} is null
        when 'SUPPLIER_CREDIT' then ${t.direction} = 'OUT' and ${t.supplierId} is not null and ${t.supplierReturnId} is not null
        when 'REFUND' then ${t.direction} = 'OUT' and ${t.customerId} is not null and ${t.rmaId} is not null
        when 'CREDIT' then ${t.direction} = 'IN' and ${t.rmaId} is not null
        when 'DEPOSIT_REFUND' then ${t.direction} = 'OUT' and ${t.customerId} is not null and ${t.serviceOrderId} is not null
        else false end`,
    ),
    check('payments_amount_ck', sql`${t.amount} > 0`),
    shopReference('payments_customer_fk', t.tenantId, t.customerId, customers),
    shopReference('payments_supplier_fk', t.tenantId, t.supplierId, suppliers),
    shopReference('payments_payment_type_fk', t.tenantId, t.paymentTypeId, paymentTypes),
    shopReference('payments_created_by_fk', t.tenantId, t.createdBy, users),
    shopReference('payments_voided_by_fk', t.tenantId, t.voidedBy, users),
    shopReference('payments_sales_order_fk', t.tenantId, t.salesOrderId, salesOrders),
    shopReference('payments_rma_fk', t.tenantId, t.rmaId, rmas),
    shopReference('payments_z_reading_fk', t.tenantId, t.zReadingId, posZReadings),
    shopReference('payments_supplier_return_fk', t.tenantId, t.supplierReturnId, supplierReturns),
    shopReference('payments_customer_credit_fk', t.tenantId, t.customerCreditId, customerCredits),
    shopReference('payments_service_order_fk', t.tenantId, t.serviceOrderId, serviceOrders),
  ],
);

/** What part of a payment went to which receivable or payable (active while the payment is POSTED). */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...tenantKeys(),
    paymentId: ref('payment_id').notNull(),
    receivableId: ref('receivable_id'),
    payableId: ref('payable_id'),
    amount: money('amount').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('payment_allocations_payment_idx').on(t.tenantId, t.paymentId),
    index('payment_allocations_receivable_idx').on(t.tenantId, t.receivableId),
    index('payment_allocations_payable_idx').on(t.tenantId, t.payableId),
    check('payment_allocations_document_ck', sql`(${t.receivableId} is null) <> (${t.payableId} is null)`),
    check('payment_allocations_amount_ck', sql`${t.amount} > 0`),
    shopReference('payment_allocations_payment_fk', t.tenantId, t.paymentId, payments),
    shopReference('payment_allocations_receivable_fk', t.tenantId, t.receivableId, receivables),
    shopReference('payment_allocations_payable_fk', t.tenantId, t.payableId, payables),
  ],
);
