import { eq, sql } from 'drizzle-orm';
import { toCentavos } from '@oim/shared/pos/money';
import { paymentAllocations, payments } from '../../db/schema/finance';
import { customerCredits } from '../../db/schema/rma';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { voidStamp } from '../../platform/documents';
import type { ServiceContext } from '../../platform/service-context';
import { applyToDocument } from './post-payment';

/**
 * Voids a payment: what it paid is open again, and the payment stays, VOIDED with who, when and
 * why. False when there is no such payment (of this shop); a voided one is a 409. A return's own
 * refund or credit is a 409; a store credit used later (a CREDIT payment naming the credit) can be
 * voided, and its amount goes back on the credit, which is open again.
 */
export async function voidPayment(ctx: ServiceContext, paymentId: number, reason: string | null): Promise<boolean> {
  const { tx, userId } = ctx;
  const [payment] = await tx
    .select({
      id: payments.id,
      status: payments.status,
      number: payments.paymentNumber,
      rmaId: payments.rmaId,
      supplierReturnId: payments.supplierReturnId,
      customerCreditId: payments.customerCreditId,
      amount: payments.amount,
    })
    .from(payments)
    .where(shopWhere(tx, payments, eq(payments.id, paymentId)))
    .for('update');
  if (!payment) return false;
  if (payment.status === 'VOIDED') throw conflict(`${payment.number} is already voided.`);
  // A return's refund or credit stands with the goods that came back; it is not undone alone.
  const creditUsed = payment.customerCreditId;
  if ((payment.rmaId !== null && creditUsed === null) || payment.supplierReturnId !== null)
    throw conflict(`${payment.number} was made by a return: it cannot be voided on its own.`);
  if (creditUsed !== null) {
    // The credit before the documents, in the order applying a credit locks them.
    await tx
      .update(customerCredits)
      .set({ balance: sql`${customerCredits.balance} + ${payment.amount}`, status: 'OPEN', updatedAt: new Date() })
      .where(shopWhere(tx, customerCredits, eq(customerCredits.id, creditUsed)));
  }
  const allocations = await tx
    .select({ receivableId: paymentAllocations.receivableId, payableId: paymentAllocations.payableId, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .where(shopWhere(tx, paymentAllocations, eq(paymentAllocations.paymentId, paymentId)))
    // Documents in id order, as payments lock them (no two wait on each other in a circle).
    .orderBy(paymentAllocations.receivableId, paymentAllocations.payableId);
  for (const a of allocations) {
    if (a.receivableId !== null) await applyToDocument(tx, 'receivable', a.receivableId, -toCentavos(a.amount));
    else await applyToDocument(tx, 'payable', a.payableId!, -toCentavos(a.amount));
  }
  await tx
    .update(payments)
    .set({ ...voidStamp(userId, reason), updatedAt: new Date() })
    .where(shopWhere(tx, payments, eq(payments.id, paymentId)));
  return true;
}
