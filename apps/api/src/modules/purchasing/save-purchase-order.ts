import { eq } from 'drizzle-orm';
import type { PurchaseOrderBody } from '@oim/shared/schemas/purchasing';
import type { Tx } from '../../db/client';
import { purchaseOrderItems, purchaseOrders, purchaseReceipts } from '../../db/schema/purchasing';
import { conflict, invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import { nextDocumentNumber } from '../../platform/documents';
import type { ServiceContext } from '../../platform/service-context';
import { checkLines, sumMoney } from './purchase-lines';
import { lockPurchaseOrder, partiesExist } from './purchase-order.statements';

async function checkHeader(tx: Tx, body: PurchaseOrderBody): Promise<void> {
  const found = await partiesExist(tx, body.supplierId, body.receivingWarehouseId);
  const errors: Record<string, string[]> = {};
  if (!found.supplier) errors.supplierId = ['The selected supplier is invalid.'];
  if (!found.location) errors.receivingWarehouseId = ['The selected receiving location is invalid.'];
  if (body.orderDate && body.expectedDate && body.expectedDate < body.orderDate)
    errors.expectedDate = ['The expected date cannot be before the order date.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function writeLines(ctx: ServiceContext, orderId: number, body: PurchaseOrderBody): Promise<string> {
  const lines = await checkLines(ctx.tx, body.items);
  await ctx.tx.insert(purchaseOrderItems).values(
    lines.map((line, i) => ({
      tenantId: ctx.tenantId,
      purchaseOrderId: orderId,
      lineNumber: i + 1,
      productId: line.product.id,
      uomId: line.unit.id,
      quantity: line.input.quantity,
      unitCost: line.input.unitCost,
      lineTotal: line.lineTotal,
    })),
  );
  return sumMoney(lines.map((l) => l.lineTotal));
}

/** A new purchase order, DRAFT, numbered PO-000001 and on per shop without gaps. */
export async function createPurchaseOrder(ctx: ServiceContext, body: PurchaseOrderBody): Promise<number> {
  await checkHeader(ctx.tx, body);
  const purchaseOrderNumber = await nextDocumentNumber(ctx.tx, ctx.tenantId, 'purchaseOrder');
  const [row] = await ctx.tx
    .insert(purchaseOrders)
    .values({
      tenantId: ctx.tenantId,
      purchaseOrderNumber,
      supplierId: body.supplierId,
      receivingWarehouseId: body.receivingWarehouseId,
      orderDate: body.orderDate ?? todayIn(),
      expectedDate: body.expectedDate ?? null,
      notes: body.notes,
      total: '0',
      createdBy: ctx.userId,
    })
    .returning({ id: purchaseOrders.id });
  const total = await writeLines(ctx, row!.id, body);
  await ctx.tx
    .update(purchaseOrders)
    .set({ total })
    .where(shopWhere(ctx.tx, purchaseOrders, eq(purchaseOrders.id, row!.id)));
  return row!.id;
}

/** Rewrites a DRAFT or SENT order (nothing of it has come yet): its header and all its lines. */
export async function updatePurchaseOrder(ctx: ServiceContext, id: number, body: PurchaseOrderBody): Promise<void> {
  const order = await lockPurchaseOrder(ctx.tx, id);
  if (!order) throw notFound('purchase order');
  if (order.status !== 'DRAFT' && order.status !== 'SENT')
    throw conflict(`A ${order.status.toLowerCase().replace('_', ' ')} purchase order cannot be changed.`);
  // Receipts name the lines they received, voided ones too: such an order's lines stay as they were.
  const [receipt] = await ctx.tx
    .select({ id: purchaseReceipts.id })
    .from(purchaseReceipts)
    .where(shopWhere(ctx.tx, purchaseReceipts, eq(purchaseReceipts.purchaseOrderId, id)))
    .limit(1);
  if (receipt)
    throw conflict(`${order.purchaseOrderNumber} has been received against (its receipts are voided now): its lines stay as they were.`);
  await checkHeader(ctx.tx, body);
  await ctx.tx.delete(purchaseOrderItems).where(shopWhere(ctx.tx, purchaseOrderItems, eq(purchaseOrderItems.purchaseOrderId, id)));
  const total = await writeLines(ctx, id, body);
  await ctx.tx
    .update(purchaseOrders)
    .set({
      supplierId: body.supplierId,
      receivingWarehouseId: body.receivingWarehouseId,
      ...(body.orderDate ? { orderDate: body.orderDate } : {}),
      expectedDate: body.expectedDate ?? null,
      notes: body.notes,
      total,
    })
    .where(shopWhere(ctx.tx, purchaseOrders, eq(purchaseOrders.id, id)));
}
