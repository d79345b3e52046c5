import { eq } from 'drizzle-orm';
import { CANCEL_REASON_REQUIRED } from '@oim/shared/schemas/service';
import { serviceOrders, serviceOrderStatusHistory } from '../../db/schema/service';
import { invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { lockOpenServiceOrder } from './save-service-order';

/**
 * Cancels an open job order: it becomes CANCELLED and keeps its number, so the JO series stays
 * without gaps (a job order is never deleted once saved); the reason goes into its status history
 * with who and when. Its lines, photos and comments stay as they were. 404 when it is not this
 * shop's, 409 when it is already RELEASED or CANCELLED, 422 without a reason. Every way of
 * cancelling (DELETE, the status route) goes through here.
 */
export async function cancelServiceOrder(ctx: ServiceContext, id: number, reason: string | null | undefined): Promise<void> {
  const { tx, tenantId, userId } = ctx;
  const why = reason?.trim() ?? '';
  if (why === '') throw invalid({ reason: [CANCEL_REASON_REQUIRED] });
  const stored = await lockOpenServiceOrder(tx, id);
  await tx
    .update(serviceOrders)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)));
  await tx
    .insert(serviceOrderStatusHistory)
    .values({ tenantId, serviceOrderId: id, fromStatus: stored.status, toStatus: 'CANCELLED', remark: why, changedBy: userId });
}
