import { eq, inArray, sql } from 'drizzle-orm';
import { CREDIT_SALE_TERM_DAYS, type InstallmentInterval } from '@oim/shared/schemas/finance';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { paymentAllocations } from '../../db/schema/finance';
import { receivables, salesOrders } from '../../db/schema/sales-documents';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { addDays, addMonths } from '../../platform/time-zone';
import type { ResolvedSale } from './resolve-sale';
import type { SessionContext } from '../../platform/service-context';
import type { StoredReceivable } from './sale.statements';

/** The message of a sale that cannot change or be voided while collections stand on it. */
export const COLLECTED_MESSAGE = 'Payments have been collected on this sale: void those collections first.';

/** The due date of installment n (1-based) of a schedule starting at the sale's date. */
export function installmentDue(saleDate: string, interval: InstallmentInterval, n: number): string {
  if (interval === 'MONTHLY') return addMonths(saleDate, n);
  return addDays(saleDate, n * (interval === 'WEEKLY' ? 7 : 15));
}

/** An amount split into n dues to the centavo; the last takes what the even split leaves. */
export function splitEvenly(amount: number, n: number): number[] {
  const total = toCentavos(amount);
  const each = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => toPesos(i === n - 1 ? total - each * (n - 1) : each));
}

/**
 * Refuses (409) to change or void a sale while a posted collection stands on one of its
 * receivables: the collection is voided first, so money received never disappears from the books.
 */
export function assertNothingCollected(previous: StoredReceivable[]): void {
  if (previous.some((r) => toCentavos(r.paid) > 0)) throw conflict(COLLECTED_MESSAGE);
}

/**
 * Writes an order's receivables: one per credit (TRADE_CREDIT) payment, due CREDIT_SALE_TERM_DAYS
 * after the sale, and a schedule of dues per INSTALLMENT payment. On an edit the old ones go first
 * (nothing may have been collected on them, see assertNothingCollected): deleted, or, when voided
 * collections once paid them, kept as VOIDED so that history stays whole. Answers how many it wrote.
 */
export async function settleReceivables(
  ctx: SessionContext,
  sale: ResolvedSale,
  orderId: number,
  owed: { payment: ResolvedSale['payments'][number]; index: number; paymentId: number }[],
  previous: StoredReceivable[],
): Promise<number> {
  const { tx, tenant } = ctx;
  if (previous.length > 0) {
    assertNothingCollected(previous);
    const ids = previous.map((r) => r.id);
    const withHistory = await tx
      .selectDistinct({ id: paymentAllocations.receivableId })
      .from(paymentAllocations)
      .where(shopWhere(tx, paymentAllocations, inArray(paymentAllocations.receivableId, ids)));
    const kept = new Set(withHistory.map((r) => r.id));
    if (kept.size > 0)
      await tx
        .update(receivables)
        .set({ status: 'VOIDED', balance: '0', updatedAt: new Date() })
        .where(shopWhere(tx, receivables, inArray(receivables.id, [...kept] as number[])));
    const gone = ids.filter((id) => !kept.has(id));
    if (gone.length > 0) await tx.delete(receivables).where(shopWhere(tx, receivables, inArray(receivables.id, gone)));
  }
  if (owed.length === 0) return 0;
  const [order] = await tx
    .select({ date: sql<string>`(${salesOrders.salesOrderDate} at time zone 'Asia/Manila')::date::text` })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)));
  const saleDate = order!.date;
  const fresh: (typeof receivables.$inferInsert)[] = [];
  for (const { payment, paymentId } of owed) {
    // Never more dues than centavos: ₱0.03 over five installments is three dues of ₱0.01.
    const asked = payment.category === 'INSTALLMENT' ? (payment.installmentCount ?? 1) : 1;
    const installments = Math.max(1, Math.min(asked, toCentavos(payment.paidAmount)));
    const interval = payment.installmentInterval ?? 'MONTHLY';
    splitEvenly(payment.paidAmount, installments).forEach((amount, i) => {
      if (amount <= 0) return;
      fresh.push({
        tenantId: tenant.id,
        customerId: sale.customerId,
        salesOrderId: orderId,
        paymentId,
        paymentCategory: payment.category,
        installmentNumber: i + 1,
        installmentCount: installments,
        documentDate: saleDate,
        dueDate: payment.category === 'INSTALLMENT' ? installmentDue(saleDate, interval, i + 1) : addDays(saleDate, CREDIT_SALE_TERM_DAYS),
        amount: String(amount),
        balance: String(amount),
      });
    });
  }
  if (fresh.length > 0) await tx.insert(receivables).values(fresh);
  return fresh.length;
}
