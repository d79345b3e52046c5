import { and, eq } from 'drizzle-orm';
import { toCentavos } from '@oim/shared/pos/money';
import { paymentAllocations, payments } from '../../db/schema/finance';
import { conflict } from '../../platform/errors';
import type { PaymentContext } from './post-payment';
import { applyToDocument } from './post-payment';

/**
 * Voids a payment: what it paid is open again, and the payment stays, VOIDED with who, when and
 * why. False when there is no such payment (of this shop); a voided one is a 409.
 */
export async function voidPayment(ctx: PaymentContext, paymentId: number, reason: string | null): Promise<boolean> {
  const { tx, tenantId, userId } = ctx;
  const [payment] = await tx
    .select({
      id: payments.id,
      status: payments.status,
      number: payments.paymentNumber,
      rmaId: payments.rmaId,
      supplierReturnId: payments.supplierReturnId,
    })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)))
    .for('update');
  if (!payment) return false;
  if (payment.status === 'VOIDED') throw conflict(`${payment.number} is already voided.`);
  // A return's refund or credit stands with the goods that came back; it is not undone alone.
  if (payment.rmaId !== null || payment.supplierReturnId !== null)
    throw conflict(`${payment.number} was made by a return: it cannot be voided on its own.`);
  const allocations = await tx
    .select({ receivableId: paymentAllocations.receivableId, payableId: paymentAllocations.payableId, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.tenantId, tenantId), eq(paymentAllocations.paymentId, paymentId)))
    // Documents in id order, as payments lock them (no two wait on each other in a circle).
    .orderBy(paymentAllocations.receivableId, paymentAllocations.payableId);
  for (const a of allocations) {
    if (a.receivableId !== null) await applyToDocument(tx, 'receivable', a.receivableId, -toCentavos(a.amount));
    else await applyToDocument(tx, 'payable', a.payableId!, -toCentavos(a.amount));
  }
  await tx
    .update(payments)
    .set({ status: 'VOIDED', voidedBy: userId, voidedAt: new Date(), voidReason: reason, updatedAt: new Date() })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, paymentId)));
  return true;
}
