import { eq, sql } from 'drizzle-orm';
import { salesOrders } from '../../db/schema/sales-documents';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { SessionContext } from '../../platform/service-context';

/**
 * Approves an offline sale posted against the price rules (a price exception): who, when and why
 * are kept, and it leaves Sales › Price exceptions. The order is locked, so two approvals queue and
 * the second is 409. A sale without an exception, already approved, or voided (its goods came back)
 * is 409. False when there is no such order.
 */
export async function approvePrice(ctx: SessionContext, orderId: number, reason: string): Promise<boolean> {
  const { tx, user } = ctx;
  const [order] = await tx
    .select({
      status: salesOrders.status,
      priceReviewRequired: salesOrders.priceReviewRequired,
      priceApprovedAt: salesOrders.priceApprovedAt,
    })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)))
    .for('update');
  if (!order) return false;
  if (!order.priceReviewRequired) throw conflict('The sales order has no price exception to approve.');
  if (order.priceApprovedAt !== null) throw conflict('The price of this sales order was already approved.');
  if (order.status === 'VOIDED') throw conflict('The sales order is voided: there is no price to approve.');
  await tx
    .update(salesOrders)
    .set({ priceApprovedBy: user.id, priceApprovedAt: sql`now()`, priceApprovalReason: reason, updatedAt: sql`now()` })
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)));
  return true;
}
