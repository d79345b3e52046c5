import { and, desc, eq } from 'drizzle-orm';
import { toCentavos } from '@oim/shared/pos/money';
import type { ServiceOrderDepositRefundBody } from '@oim/shared/schemas/service';
import { serviceOrders, serviceOrderStatusHistory } from '../../db/schema/service';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import type { ServiceContext } from '../../platform/service-context';
import { payDepositRefund, standingDepositRefund } from '../finance';
import { lockServiceOrder } from './save-service-order';

/**
 * Reopens a CANCELLED job order (cancelServiceOrder's pair): it goes back to the status it had
 * when it was cancelled, with a history row "Reopened" (and the reason, when given); its number,
 * lines, photos, comments and earlier history stay. 404 when it is not this shop's; 409 when it is
 * not cancelled, or while its deposit stands refunded (the sale would apply the deposit again:
 * void the refund first).
 */
export async function reopenServiceOrder(ctx: ServiceContext, id: number, reason: string | null): Promise<void> {
  const { tx, tenantId, userId } = ctx;
  const stored = await lockServiceOrder(tx, id);
  if (stored.status !== 'CANCELLED')
    throw conflict(`${stored.serviceOrderNumber} is not cancelled: only a cancelled job order can be reopened.`);
  const refund = await standingDepositRefund(ctx, id);
  if (refund)
    throw conflict(
      `The deposit of ${stored.serviceOrderNumber} was refunded (${refund.paymentNumber}): void that refund first to reopen it.`,
    );
  const [cancelled] = await tx
    .select({ fromStatus: serviceOrderStatusHistory.fromStatus })
    .from(serviceOrderStatusHistory)
    .where(
      shopWhere(
        tx,
        serviceOrderStatusHistory,
        and(eq(serviceOrderStatusHistory.serviceOrderId, id), eq(serviceOrderStatusHistory.toStatus, 'CANCELLED')),
      ),
    )
    .orderBy(desc(serviceOrderStatusHistory.id))
    .limit(1);
  const back = cancelled?.fromStatus && cancelled.fromStatus !== 'CANCELLED' ? cancelled.fromStatus : 'RECEIVED';
  await tx
    .update(serviceOrders)
    .set({ status: back, updatedAt: new Date() })
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)));
  await tx.insert(serviceOrderStatusHistory).values({
    tenantId,
    serviceOrderId: id,
    fromStatus: 'CANCELLED',
    toStatus: back,
    remark: reason ? `Reopened: ${reason}` : 'Reopened',
    changedBy: userId,
  });
}

/**
 * Pays a cancelled job order's deposit back to its customer, as money out (finance's
 * payDepositRefund: a DEPOSIT_REFUND payment naming the order). 404 when it is not this shop's;
 * 409 when it is not cancelled (an open order's deposit goes to its sale), has no deposit, or its
 * deposit was already refunded. Answers the payment's id.
 */
export async function refundServiceOrderDeposit(ctx: ServiceContext, id: number, body: ServiceOrderDepositRefundBody): Promise<number> {
  const stored = await lockServiceOrder(ctx.tx, id);
  const number = stored.serviceOrderNumber;
  if (stored.status !== 'CANCELLED')
    throw conflict(`${number} is not cancelled: the deposit of an open job order is applied to its sale, not refunded.`);
  const cents = toCentavos(stored.deposit);
  if (cents === 0) throw conflict(`${number} has no deposit to refund.`);
  const refund = await standingDepositRefund(ctx, id);
  if (refund) throw conflict(`The deposit of ${number} was already refunded (${refund.paymentNumber}).`);
  return payDepositRefund(
    ctx,
    { customerId: stored.customerId, serviceOrderId: id, serviceOrderNumber: number, paymentDate: body.paymentDate ?? todayIn() },
    cents,
    { paymentTypeId: body.paymentTypeId ?? stored.depositPaymentTypeId!, referenceNumber: body.referenceNumber ?? null },
  );
}
