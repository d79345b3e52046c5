import { eq, and } from 'drizzle-orm';
import { salesOrders, picklists, salesOrderItems, picklistItems } from '../../db/schema/sales-documents';
import { notFound, conflict } from '../../platform/errors';
import { nextDocumentNumber } from '../../platform/documents';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';

/**
 * Makes a sales order's picklist in the caller's transaction: its stocked lines, to pick from the
 * order's location, under a gap-free number. A voided order, an order with a picklist already or
 * one that sold services only is a conflict (409).
 */
export async function createPicklist({ tx, tenantId, userId }: ServiceContext, orderId: number): Promise<number> {
  const [order] = await tx
    .select({ id: salesOrders.id, status: salesOrders.status, locationId: salesOrders.locationId })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)))
    .for('update');
  if (!order) throw notFound('sales order');
  if (order.status === 'VOIDED') throw conflict('A voided sales order has nothing to pick.');
  const [existing] = await tx
    .select({ id: picklists.id })
    .from(picklists)
    .where(shopWhere(tx, picklists, eq(picklists.salesOrderId, orderId)));
  if (existing) throw conflict('This sales order already has a picklist.');
  const items = await tx
    .select({ id: salesOrderItems.id, productId: salesOrderItems.productId, quantity: salesOrderItems.baseQuantity })
    .from(salesOrderItems)
    .where(shopWhere(tx, salesOrderItems, and(eq(salesOrderItems.salesOrderId, orderId), eq(salesOrderItems.productType, 'PRODUCT'))));
  if (items.length === 0) throw conflict('This sales order has nothing to pick: it sold services only.');
  const picklistNumber = await nextDocumentNumber(tx, tenantId, 'picklist');
  const [row] = await tx
    .insert(picklists)
    .values({ tenantId, picklistNumber, salesOrderId: orderId, createdBy: userId })
    .returning({ id: picklists.id });
  await tx.insert(picklistItems).values(
    items.map((i) => ({
      tenantId,
      picklistId: row!.id,
      salesOrderItemId: i.id,
      productId: i.productId,
      quantity: i.quantity,
      pickingLocationId: order.locationId,
    })),
  );
  return row!.id;
}
