import { eq, inArray } from 'drizzle-orm';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { receivables } from '../../db/schema/sales-documents';
import { invalid, type FieldErrors } from '../../platform/errors';
import { resourceColumns } from '../../platform/resource/json-rows';
import type { ResolvedSale } from './resolve-sale';
import type { SaleContext } from './sale-contents';
import type { RawRow } from './sale-rows';
import type { StoredReceivable } from './sale.statements';
import { receivableResource } from './sales-orders.resource';

const collectedOn = (r: StoredReceivable) => toCentavos(r.amount) - toCentavos(r.balance);

/**
 * Writes an order's receivables. On an edit the old ones are adjusted, never dropped blindly:
 * each new credit or installment payment takes over an old receivable of the same payment type
 * (else category), keeping what was collected on it, so its balance is the new amount less the
 * collections. Collections are not recorded anywhere yet (finance payments come later), so today
 * every balance equals its amount; the rule already holds for when they are: an edit may not bring
 * a receivable below what was collected on it, drop one that has collections, or move one with
 * collections to another customer (422). An old receivable with nothing collected that no payment
 * takes over is deleted.
 */
export async function settleReceivables(
  ctx: SaleContext,
  sale: ResolvedSale,
  orderId: number,
  owed: { payment: ResolvedSale['payments'][number]; index: number; paymentId: number }[],
  previous: StoredReceivable[],
): Promise<RawRow[]> {
  const { tx, tenant } = ctx;
  const taken = new Set<number>();
  const errors: FieldErrors = {};
  const fresh: (typeof receivables.$inferInsert)[] = [];
  for (const { payment, index, paymentId } of owed) {
    const free = previous.filter((r) => !taken.has(r.id));
    const old = free.find((r) => r.paymentTypeId === payment.paymentType) ?? free.find((r) => r.paymentCategory === payment.category);
    const amount = toCentavos(payment.paidAmount);
    if (!old) {
      fresh.push({
        tenantId: tenant.id,
        customerId: sale.customerId,
        salesOrderId: orderId,
        paymentId,
        paymentCategory: payment.category,
        amount: String(payment.paidAmount),
        balance: String(payment.paidAmount),
      });
      continue;
    }
    taken.add(old.id);
    const collected = collectedOn(old);
    if (amount < collected) {
      errors[`orderPayments.${index}.paidAmount`] = [
        `${toPesos(collected).toFixed(2)} has already been collected on this receivable: the payment cannot be less.`,
      ];
      continue;
    }
    if (collected > 0 && old.customerId !== sale.customerId) {
      errors.customerId = ['Payments have already been collected from this order’s customer: the customer cannot be changed.'];
      continue;
    }
    const balance = amount - collected;
    await tx
      .update(receivables)
      .set({
        customerId: sale.customerId,
        paymentId,
        paymentCategory: payment.category,
        amount: String(payment.paidAmount),
        balance: String(toPesos(balance)),
        status: balance === 0 ? 'PAID' : 'OPEN',
        updatedAt: new Date(),
      })
      .where(eq(receivables.id, old.id));
  }
  const left = previous.filter((r) => !taken.has(r.id));
  const kept = left.filter((r) => collectedOn(r) > 0);
  if (kept.length > 0) {
    const total = toPesos(kept.reduce((s, r) => s + collectedOn(r), 0)).toFixed(2);
    errors.orderPayments = [
      `${total} has already been collected on this order’s ${kept.map((r) => (r.paymentCategory === 'INSTALLMENT' ? 'installment' : 'credit')).join(' and ')} payment: keep such a payment of at least that amount.`,
    ];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (left.length > 0)
    await tx.delete(receivables).where(
      inArray(
        receivables.id,
        left.map((r) => r.id),
      ),
    );
  return fresh.length > 0 ? tx.insert(receivables).values(fresh).returning(resourceColumns(receivableResource)) : [];
}
