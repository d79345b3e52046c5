import { sql } from 'drizzle-orm';
import { PAYMENT_DIRECTIONS, PAYMENT_KINDS, PAYMENT_STATUSES } from '@oim/shared/schemas/finance';
import { qualified } from '../../db/schema/columns';
import { payables, paymentAllocations, payments } from '../../db/schema/finance';
import { receivables } from '../../db/schema/sales-documents';
import { receivableNumberSql } from './receivables.resource';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

const readers = ['View Receivables', 'View Payables'] as const;

/**
 * The document an allocation pays, as people know it: the receivable's number (its sale's, with "/n"
 * for an installment of several, or an opening balance's reference) or our receipt's number (PR-000001).
 */
const documentNumber = sql<string>`coalesce(
  (select ${receivableNumberSql} from ${receivables}
    where ${qualified(receivables.tenantId)} = ${qualified(paymentAllocations.tenantId)} and ${qualified(receivables.id)} = ${qualified(paymentAllocations.receivableId)}),
  (select ${qualified(payables.sourceNumber)} from ${payables}
    where ${qualified(payables.tenantId)} = ${qualified(paymentAllocations.tenantId)} and ${qualified(payables.id)} = ${qualified(paymentAllocations.payableId)}),
  '')`;

/** What part of a payment went to one receivable or payable. */
export const paymentAllocationResource = defineResource({
  name: 'paymentAllocations',
  label: 'payment allocation',
  table: paymentAllocations,
  fields: {
    id: { column: paymentAllocations.id, type: 'integer' },
    paymentId: { column: paymentAllocations.paymentId, type: 'integer' },
    receivableId: { column: paymentAllocations.receivableId, type: 'integer', nullable: true },
    payableId: { column: paymentAllocations.payableId, type: 'integer', nullable: true },
    documentNumber: { column: documentNumber, type: 'text' },
    amount: { column: paymentAllocations.amount, type: 'decimal' },
  },
  relations: {
    payment: belongsTo('payments', 'paymentId'),
    receivable: belongsTo('receivables', 'receivableId'),
    payable: belongsTo('payables', 'payableId'),
  },
  read: [...readers],
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

/** Money collected from a customer (IN) or paid to a supplier (OUT). */
export const paymentResource = defineResource({
  name: 'payments',
  label: 'payment',
  table: payments,
  fields: {
    id: { column: payments.id, type: 'integer' },
    paymentNumber: { column: payments.paymentNumber, type: 'text', search: true },
    /** OR-000001: a collection's official receipt number (null for the other kinds). */
    receiptNumber: { column: payments.receiptNumber, type: 'text', nullable: true, search: true },
    direction: { column: payments.direction, type: 'enum', values: PAYMENT_DIRECTIONS },
    kind: { column: payments.kind, type: 'enum', values: PAYMENT_KINDS },
    rmaId: { column: payments.rmaId, type: 'integer', nullable: true },
    serviceOrderId: { column: payments.serviceOrderId, type: 'integer', nullable: true },
    salesOrderId: { column: payments.salesOrderId, type: 'integer', nullable: true },
    supplierReturnId: { column: payments.supplierReturnId, type: 'integer', nullable: true },
    customerCreditId: { column: payments.customerCreditId, type: 'integer', nullable: true },
    customerId: { column: payments.customerId, type: 'integer', nullable: true },
    supplierId: { column: payments.supplierId, type: 'integer', nullable: true },
    paymentDate: { column: payments.paymentDate, type: 'date' },
    paymentTypeId: { column: payments.paymentTypeId, type: 'integer' },
    referenceNumber: { column: payments.referenceNumber, type: 'text', nullable: true, search: true },
    amount: { column: payments.amount, type: 'decimal' },
    notes: { column: payments.notes, type: 'text', nullable: true, search: true },
    status: { column: payments.status, type: 'enum', values: PAYMENT_STATUSES },
    createdBy: { column: payments.createdBy, type: 'integer', nullable: true },
    createdAt: { column: payments.createdAt, type: 'datetime' },
    voidedBy: { column: payments.voidedBy, type: 'integer', nullable: true },
    voidedAt: { column: payments.voidedAt, type: 'datetime', nullable: true },
    voidReason: { column: payments.voidReason, type: 'text', nullable: true },
    updatedAt: { column: payments.updatedAt, type: 'datetime' },
  },
  relations: {
    customer: belongsTo('customers', 'customerId'),
    supplier: belongsTo('suppliers', 'supplierId'),
    paymentType: belongsTo('paymentTypes', 'paymentTypeId'),
    allocations: hasMany('paymentAllocations', 'paymentId'),
    rma: belongsTo('rmas', 'rmaId'),
    createdByUser: belongsTo('users', 'createdBy'),
    voidedByUser: belongsTo('users', 'voidedBy'),
  },
  read: [...readers],
  lookup: ['id', 'paymentNumber', 'status'],
  defaultSort: [
    { column: 'paymentDate', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});
