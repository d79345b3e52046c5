import { eq } from 'drizzle-orm';
import { PURCHASE_ORDER_MOVES, type PurchaseOrderStatus } from '@oim/shared/schemas/purchasing';
import { canMove } from '@oim/shared/status-flow';
import type { Tx } from '../../db/client';
import { purchaseOrders } from '../../db/schema/purchasing';
import { conflict, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { lockPurchaseOrder } from './purchase-order.statements';

const label = (status: PurchaseOrderStatus) => status.toLowerCase().replace('_', ' ');

/** Where each action moves an order (PURCHASE_ORDER_MOVES says from where), and why it is refused. */
const ACTIONS = {
  send: { to: 'SENT', refusal: 'Only a draft purchase order can be sent.' },
  // Nothing may have come: a cancelled order never had goods.
  cancel: { to: 'CANCELLED', refusal: 'Only a purchase order with nothing received can be cancelled: close it instead.' },
  // Short-closed: what came stays, the rest will not come.
  close: { to: 'CLOSED', refusal: 'Only a sent or partly received purchase order can be closed.' },
} as const satisfies Record<string, { to: PurchaseOrderStatus; refusal: string }>;

export type PurchaseOrderAction = keyof typeof ACTIONS;

/** Sends, cancels or closes an order, keeping who ended it and when (409 from a status the action does not leave). */
export async function changePurchaseOrderStatus(tx: Tx, userId: number, id: number, action: PurchaseOrderAction): Promise<void> {
  const order = await lockPurchaseOrder(tx, id);
  if (!order) throw notFound('purchase order');
  const rule = ACTIONS[action];
  if (!canMove(PURCHASE_ORDER_MOVES, order.status, rule.to)) throw conflict(`${rule.refusal} This one is ${label(order.status)}.`);
  await tx
    .update(purchaseOrders)
    .set(action === 'send' ? { status: rule.to, sentAt: new Date() } : { status: rule.to, endedBy: userId, endedAt: new Date() })
    .where(shopWhere(tx, purchaseOrders, eq(purchaseOrders.id, id)));
}

/** An order's status after a receipt or a void changed what it received. */
export function receivedStatus(lines: { quantity: string; receivedQuantity: string }[], compare: (a: string, b: string) => number) {
  const any = lines.some((l) => compare(l.receivedQuantity, '0') > 0);
  const all = lines.every((l) => compare(l.receivedQuantity, l.quantity) >= 0);
  return all ? 'RECEIVED' : any ? 'PARTIALLY_RECEIVED' : 'SENT';
}
