import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { stockLocations, suppliers } from '../../db/schema/masterfile';
import { purchaseOrderItems, purchaseOrders } from '../../db/schema/purchasing';
import { shopWhere } from '../../platform/resource/rows';

export type StoredOrder = {
  id: number;
  purchaseOrderNumber: string;
  supplierId: number;
  receivingWarehouseId: number;
  status: (typeof purchaseOrders.$inferSelect)['status'];
};

/** The order, locked to the end of the transaction: receipts against one order queue here, so none receives more than ordered. */
export async function lockPurchaseOrder(tx: Tx, id: number): Promise<StoredOrder | undefined> {
  const [order] = await tx
    .select({
      id: purchaseOrders.id,
      purchaseOrderNumber: purchaseOrders.purchaseOrderNumber,
      supplierId: purchaseOrders.supplierId,
      receivingWarehouseId: purchaseOrders.receivingWarehouseId,
      status: purchaseOrders.status,
    })
    .from(purchaseOrders)
    .where(shopWhere(tx, purchaseOrders, eq(purchaseOrders.id, id)))
    .for('update');
  return order;
}

export function selectOrderLines(tx: Tx, orderId: number) {
  return tx
    .select({
      id: purchaseOrderItems.id,
      productId: purchaseOrderItems.productId,
      uomId: purchaseOrderItems.uomId,
      quantity: purchaseOrderItems.quantity,
      receivedQuantity: purchaseOrderItems.receivedQuantity,
    })
    .from(purchaseOrderItems)
    .where(shopWhere(tx, purchaseOrderItems, eq(purchaseOrderItems.purchaseOrderId, orderId)))
    .orderBy(purchaseOrderItems.lineNumber);
}

/** Whether the supplier and the location are this shop's (row-level security hides another's). */
export async function partiesExist(tx: Tx, supplierId: number, locationId: number) {
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(shopWhere(tx, suppliers, eq(suppliers.id, supplierId)));
  const [location] = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, eq(stockLocations.id, locationId)));
  return { supplier: supplier !== undefined, location: location !== undefined };
}
