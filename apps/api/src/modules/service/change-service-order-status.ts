import { eq } from 'drizzle-orm';
import { refusedServiceOrderMove, type ServiceOrderStatus } from '@oim/shared/schemas/service';
import { hasFieldErrors } from '@oim/shared/field-errors';
import { serviceOrders, serviceOrderStatusHistory } from '../../db/schema/service';
import { conflict, invalid } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { cancelServiceOrder } from './cancel-service-order';
import { checkTechnician, lockOpenServiceOrder } from './save-service-order';

/** The flow's rule, shared with the board so it offers only the moves the server allows. */
export const refusedMove = refusedServiceOrderMove;

/**
 * Moves a job order to another status and records who, when and why. A direct RELEASED is 422
 * (it comes only from the order's sale); a move the flow forbids, or any move of a RELEASED or
 * CANCELLED order, is 409. CANCELLED is cancelServiceOrder's (the remark is its reason).
 */
export async function changeServiceOrderStatus(
  ctx: ServiceContext,
  id: number,
  to: ServiceOrderStatus,
  remark: string | null,
): Promise<void> {
  const { tx, tenantId, userId } = ctx;
  if (to === 'CANCELLED') return cancelServiceOrder(ctx, id, remark);
  const stored = await lockOpenServiceOrder(tx, id);
  if (to === 'RELEASED') throw invalid({ status: ['A job order is released by completing its sale, not by changing its status.'] });
  const refusal = refusedMove(stored.status, to);
  if (refusal) throw conflict(refusal);
  await tx
    .update(serviceOrders)
    .set({ status: to, updatedAt: new Date() })
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)));
  await tx
    .insert(serviceOrderStatusHistory)
    .values({ tenantId, serviceOrderId: id, fromStatus: stored.status, toStatus: to, remark, changedBy: userId });
}

/** Assigns (or, with null, unassigns) the technician of an open job order; an active user of this shop (422). */
export async function assignTechnician(ctx: ServiceContext, id: number, technicianId: number | null): Promise<void> {
  const { tx } = ctx;
  await lockOpenServiceOrder(tx, id);
  const errors = await checkTechnician(tx, technicianId);
  if (hasFieldErrors(errors)) throw invalid(errors);
  await tx
    .update(serviceOrders)
    .set({ assignedTechnicianId: technicianId, updatedAt: new Date() })
    .where(shopWhere(tx, serviceOrders, eq(serviceOrders.id, id)));
}
