import type { ApiRecord, ApiRelation } from '@oim/shared/api/records';
import {
  CLOSED_SERVICE_ORDER_STATUSES,
  SERVICE_ORDER_MOVES,
  type ServiceOrderPriority,
  type ServiceOrderStatus,
} from '@oim/shared/schemas/service';
import { canMove } from '@oim/shared/status-flow';

export const SERVICE_ORDERS_RESOURCE = 'service/service-orders';
export const SERVICE_ORDERS_PATH = '/service/service-orders';

/** Photos of the item taken in, and photos of a comment: media owner types and collections (issue 17). */
export const SERVICE_ORDER_MEDIA_OWNER = 'service-orders';
export const SERVICE_ORDER_IMAGES = 'service_order_images';
export const COMMENT_MEDIA_OWNER = 'service-order-comments';
export const COMMENT_IMAGES = 'comment_images';

/** A job order as /api/service/service-orders answers it (money as numbers, ≤ 2 decimals). */
export type ServiceOrder = ApiRecord<'serviceOrders'>;
export type ServiceOrderLine = ApiRelation<'serviceOrderItems'>;
export type ServiceOrderComment = ApiRecord<'serviceOrderComments'>;

export const SERVICE_ORDER_LIST_RELATIONS = ['customer', 'assignedTechnician', 'salesChannel'];

export const STATUS_LABELS: Record<ServiceOrderStatus, string> = {
  RECEIVED: 'Received',
  DIAGNOSING: 'Diagnosing',
  WAITING_FOR_APPROVAL: 'Waiting for Approval',
  WAITING_FOR_PARTS: 'Waiting for Parts',
  IN_PROGRESS: 'In Progress',
  READY_FOR_PICKUP: 'Ready for Pickup',
  RELEASED: 'Released',
  CANCELLED: 'Cancelled',
};

export const STATUS_COLORS: Record<ServiceOrderStatus, 'default' | 'info' | 'warning' | 'primary' | 'success' | 'secondary'> = {
  RECEIVED: 'default',
  DIAGNOSING: 'info',
  WAITING_FOR_APPROVAL: 'warning',
  WAITING_FOR_PARTS: 'warning',
  IN_PROGRESS: 'primary',
  READY_FOR_PICKUP: 'success',
  RELEASED: 'secondary',
  CANCELLED: 'default',
};

export const PRIORITY_LABELS: Record<ServiceOrderPriority, string> = { LOW: 'Low', NORMAL: 'Normal', HIGH: 'High', URGENT: 'Urgent' };

/** A RELEASED or CANCELLED job order is read-only. */
export function isClosed(order: Pick<ServiceOrder, 'status'>): boolean {
  return CLOSED_SERVICE_ORDER_STATUSES.includes(order.status);
}

/** Whether a user may move the order to `to` (RELEASED comes only from its sale). */
export function canMoveTo(order: Pick<ServiceOrder, 'status'>, to: ServiceOrderStatus): boolean {
  return to !== 'RELEASED' && canMove(SERVICE_ORDER_MOVES, order.status, to);
}

/** An open job order may be cancelled (Delete Job Order): it keeps its number; a closed one stays as it is. */
export function canCancel(order: Pick<ServiceOrder, 'status'>): boolean {
  return canMove(SERVICE_ORDER_MOVES, order.status, 'CANCELLED');
}

/** How long the item has been in the shop, e.g. "3 d", "5 h", "now". */
export function ageOf(receivedAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(receivedAt).getTime()) / 60_000));
  if (minutes < 60) return minutes < 1 ? 'now' : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
