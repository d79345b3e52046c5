import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { payables, paymentAllocations, payments } from '../../db/schema/finance';
import type { Tx } from '../../db/client';
import { paymentTypes } from '../../db/schema/masterfile';
import { customers } from '../../db/schema/sales';
import { receivables, salesOrderPayments } from '../../db/schema/sales-documents';
import { invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { nextDocumentNumber } from '../../platform/documents';
import type { ServiceContext } from '../../platform/service-context';
import { applyToDocument, checkPaymentType } from './post-payment';

/**
 * The return (RMA) money is moved for: its customer, sale, id and number. With a customer credit
 * (store credit being used), any of the customer's open receivables are credited, not only the sale's.
 */
export type ReturnOf = {
  customerId: number;
  salesOrderId: number | null;
  rmaId: number;
  rmaNumber: string;
  paymentDate: string;
  customerCreditId?: number;
};

/**
 * Takes up to `cents` off the sale's open receivables (oldest due first), as one payment of kind
 * CREDIT allocated to them: what the customer still owed for goods that came back is no longer
 * owed, and no money changes hands. The receivables are locked in id order first, as collections
 * lock them. Answers the centavos credited (0 when nothing was open) and the payment's id.
 */
export async function creditSaleReceivables(
  ctx: ServiceContext,
  of: ReturnOf,
  cents: number,
): Promise<{ cents: number; paymentId: number | null }> {
  const { tx, tenantId, userId } = ctx;
  if (cents <= 0) return { cents: 0, paymentId: null };
  const open = await tx
    .select({
      id: receivables.id,
      balance: receivables.balance,
      dueDate: receivables.dueDate,
      paymentTypeId: salesOrderPayments.paymentTypeId,
    })
    .from(receivables)
    .leftJoin(
      salesOrderPayments,
      and(eq(salesOrderPayments.tenantId, receivables.tenantId), eq(salesOrderPayments.id, receivables.paymentId)),
    )
    .where(
      shopWhere(
        tx,
        receivables,
        and(
          of.salesOrderId === null ? eq(receivables.customerId, of.customerId) : eq(receivables.salesOrderId, of.salesOrderId),
          inArray(receivables.status, ['OPEN', 'PARTIAL']),
          gt(receivables.balance, '0'),
        ),
      ),
    )
    .orderBy(asc(receivables.id))
    .for('update', { of: receivables });
  open.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  const plan: { id: number; cents: number }[] = [];
  let left = cents;
  for (const r of open) {
    if (left === 0) break;
    const take = Math.min(left, toCentavos(r.balance));
    if (take > 0) plan.push({ id: r.id, cents: take });
    left -= take;
  }
  const credited = cents - left;
  if (credited === 0) return { cents: 0, paymentId: null };
  // The credit is recorded against the payment type the sale was owed under (its charge or installment
  // type); an opening balance has no sale: then the customer's default payment type.
  const paymentTypeId = open.find((r) => r.paymentTypeId !== null)?.paymentTypeId ?? (await customerPaymentType(tx, of.customerId));
  if (paymentTypeId == null) return { cents: 0, paymentId: null };
  const paymentNumber = await nextDocumentNumber(tx, tenantId, 'payment');
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId,
      paymentNumber,
      direction: 'IN',
      kind: 'CREDIT',
      customerId: of.customerId,
      rmaId: of.rmaId,
      salesOrderId: of.salesOrderId,
      customerCreditId: of.customerCreditId ?? null,
      paymentDate: of.paymentDate,
      paymentTypeId,
      amount: toPesos(credited).toFixed(2),
      notes: of.customerCreditId ? `Store credit of ${of.rmaNumber} used` : `Credit for returned goods (${of.rmaNumber})`,
      createdBy: userId,
    })
    .returning({ id: payments.id });
  const paymentId = row!.id;
  await tx
    .insert(paymentAllocations)
    .values(plan.map((p) => ({ tenantId, paymentId, receivableId: p.id, payableId: null, amount: toPesos(p.cents).toFixed(2) })));
  for (const p of plan) await applyToDocument(tx, 'receivable', p.id, p.cents);
  return { cents: credited, paymentId };
}

/** A customer's default payment type (what a credit against an opening balance is recorded under). */
async function customerPaymentType(tx: Tx, customerId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: customers.defaultPaymentTypeId })
    .from(customers)
    .where(shopWhere(tx, customers, eq(customers.id, customerId)));
  return row?.id ?? null;
}

/**
 * Pays money back to the customer for a return: a payment of kind REFUND, direction OUT, with the
 * customer, an IMMEDIATE or OTHER payment type (its reference when it asks for one), and no
 * allocations. Field errors name the RMA's fields (refundPaymentTypeId, refundReferenceNumber).
 */
export async function payRefund(
  ctx: ServiceContext,
  of: ReturnOf,
  cents: number,
  type: { paymentTypeId: number | null; referenceNumber: string | null },
): Promise<number | null> {
  const { tx, tenantId, userId } = ctx;
  if (cents <= 0) return null;
  const fields = { type: 'refundPaymentTypeId', reference: 'refundReferenceNumber' };
  if (type.paymentTypeId === null) throw invalid({ refundPaymentTypeId: ['Choose how the refund is paid (a payment type).'] });
  await checkPaymentType(tx, { paymentTypeId: type.paymentTypeId, referenceNumber: type.referenceNumber }, fields);
  const paymentNumber = await nextDocumentNumber(tx, tenantId, 'payment');
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId,
      paymentNumber,
      direction: 'OUT',
      kind: 'REFUND',
      customerId: of.customerId,
      rmaId: of.rmaId,
      salesOrderId: of.salesOrderId,
      paymentDate: of.paymentDate,
      paymentTypeId: type.paymentTypeId,
      referenceNumber: type.referenceNumber,
      amount: toPesos(cents).toFixed(2),
      notes: `Refund for returned goods (${of.rmaNumber})`,
      createdBy: userId,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/**
 * Takes up to `cents` off what the shop owes for a purchase receipt (its open payable), as one
 * payment of kind SUPPLIER_CREDIT allocated to it: goods sent back are no longer owed for, and no
 * money moves. It is recorded under the shop's credit (TRADE_CREDIT) payment type, or its first one.
 * Answers the centavos taken off (0 when nothing was open: paid on receipt, or paid since).
 */
export async function creditReceiptPayable(
  ctx: ServiceContext,
  of: { supplierId: number; purchaseReceiptId: number; supplierReturnId: number; number: string; paymentDate: string },
  cents: number,
): Promise<number> {
  const { tx, tenantId, userId } = ctx;
  if (cents <= 0) return 0;
  const [payable] = await tx
    .select({ id: payables.id, balance: payables.balance, status: payables.status })
    .from(payables)
    .where(shopWhere(tx, payables, and(eq(payables.sourceType, 'PURCHASE_RECEIPT'), eq(payables.sourceId, of.purchaseReceiptId))))
    .for('update');
  if (!payable || (payable.status !== 'OPEN' && payable.status !== 'PARTIAL')) return 0;
  const take = Math.min(cents, toCentavos(payable.balance));
  if (take <= 0) return 0;
  const [type] = await tx
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(shopWhere(tx, paymentTypes, undefined))
    .orderBy(sql`${paymentTypes.category} <> 'TRADE_CREDIT'`, asc(paymentTypes.id))
    .limit(1);
  const paymentNumber = await nextDocumentNumber(tx, tenantId, 'payment');
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId,
      paymentNumber,
      direction: 'OUT',
      kind: 'SUPPLIER_CREDIT',
      supplierId: of.supplierId,
      supplierReturnId: of.supplierReturnId,
      paymentDate: of.paymentDate,
      paymentTypeId: type!.id,
      amount: toPesos(take).toFixed(2),
      notes: `Credit for goods returned to the supplier (${of.number})`,
      createdBy: userId,
    })
    .returning({ id: payments.id });
  await tx
    .insert(paymentAllocations)
    .values({ tenantId, paymentId: row!.id, receivableId: null, payableId: payable.id, amount: toPesos(take).toFixed(2) });
  await applyToDocument(tx, 'payable', payable.id, take);
  return take;
}

/** The cancelled job order whose deposit goes back to its customer. */
export type DepositOf = { customerId: number; serviceOrderId: number; serviceOrderNumber: string; paymentDate: string };

/**
 * Pays a cancelled job order's deposit back to its customer: a payment of kind DEPOSIT_REFUND,
 * direction OUT, with the customer and the job order, an IMMEDIATE or OTHER payment type (its
 * reference when it asks for one), and no allocations (the deposit was never a receivable). Field
 * errors name paymentTypeId and referenceNumber. A second standing refund of one order is refused
 * by the database (payments_deposit_refund_uq); the caller checks first and answers 409.
 */
export async function payDepositRefund(
  ctx: ServiceContext,
  of: DepositOf,
  cents: number,
  type: { paymentTypeId: number; referenceNumber: string | null },
): Promise<number> {
  const { tx, tenantId, userId } = ctx;
  await checkPaymentType(tx, type);
  const paymentNumber = await nextDocumentNumber(tx, tenantId, 'payment');
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId,
      paymentNumber,
      direction: 'OUT',
      kind: 'DEPOSIT_REFUND',
      customerId: of.customerId,
      serviceOrderId: of.serviceOrderId,
      paymentDate: of.paymentDate,
      paymentTypeId: type.paymentTypeId,
      referenceNumber: type.referenceNumber,
      amount: toPesos(cents).toFixed(2),
      notes: `Deposit refunded (${of.serviceOrderNumber} cancelled)`,
      createdBy: userId,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** The posted refund of a job order's deposit, if one stands (a voided one does not). */
export async function standingDepositRefund(
  ctx: Pick<ServiceContext, 'tx' | 'tenantId'>,
  serviceOrderId: number,
): Promise<{ id: number; paymentNumber: string } | null> {
  const [row] = await ctx.tx
    .select({ id: payments.id, paymentNumber: payments.paymentNumber })
    .from(payments)
    .where(
      shopWhere(
        ctx.tx,
        payments,
        and(eq(payments.serviceOrderId, serviceOrderId), eq(payments.kind, 'DEPOSIT_REFUND'), eq(payments.status, 'POSTED')),
      ),
    );
  return row ?? null;
}
