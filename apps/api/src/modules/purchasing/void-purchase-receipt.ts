import { eq } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema/inventory';
import { stockLocations } from '../../db/schema/masterfile';
import { purchaseOrderItems, purchaseOrders, purchaseReceiptItems, purchaseReceipts } from '../../db/schema/purchasing';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { voidStamp } from '../../platform/documents';
import type { ServiceContext } from '../../platform/service-context';
import { voidPayableOf } from '../finance';
import {
  baseUnitCost,
  findProducts,
  lockOnHand,
  postMovements,
  releaseSerials,
  reverseCosts,
  stockKey,
  unitsById,
  type Movement,
} from '../inventory';
import { receivedStatus } from './change-purchase-order-status';
import { assertNoSupplierReturns } from './return-to-supplier';
import { lockPurchaseOrder, selectOrderLines } from './purchase-order.statements';

/**
 * Voids a posted receipt: only while every unit it brought is still in stock where it came in and
 * nothing has been paid on what it owes (409 saying which). The payable is void, the serial numbers
 * go back to the supplier (RETURNED), the ledger is reversed (never deleted), the costs come out of
 * the average, the order expects the goods again, and the receipt stays, VOIDED with who, when and why.
 * False when there is no such receipt.
 */
export async function voidPurchaseReceipt(ctx: ServiceContext, id: number, reason: string | null): Promise<boolean> {
  const { tx, tenantId, userId } = ctx;
  const [receipt] = await tx
    .select({
      id: purchaseReceipts.id,
      number: purchaseReceipts.purchaseReceiptNumber,
      status: purchaseReceipts.status,
      locationId: purchaseReceipts.receivingWarehouseId,
      purchaseOrderId: purchaseReceipts.purchaseOrderId,
    })
    .from(purchaseReceipts)
    .where(shopWhere(tx, purchaseReceipts, eq(purchaseReceipts.id, id)))
    .for('update');
  if (!receipt) return false;
  if (receipt.status === 'VOIDED') throw conflict(`${receipt.number} is already voided.`);
  await assertNoSupplierReturns(tx, id, receipt.number);
  const order = receipt.purchaseOrderId ? await lockPurchaseOrder(tx, receipt.purchaseOrderId) : undefined;
  const lines = await tx
    .select()
    .from(purchaseReceiptItems)
    .where(shopWhere(tx, purchaseReceiptItems, eq(purchaseReceiptItems.purchaseReceiptId, id)));

  await voidPayableOf(tx, 'PURCHASE_RECEIPT', id);
  await refuseWhenGone(tx, tenantId, receipt.locationId, lines);
  const units = await unitsById(
    tx,
    lines.map((l) => l.uomId),
  );
  const movements: Movement[] = [];
  // Every product of the receipt in one read, not one per line.
  const byId = await findProducts(
    tx,
    lines.map((l) => l.productId),
  );
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    const serialIds = await releaseSerials(
      tx,
      'serialNumbers',
      product,
      receipt.locationId,
      line.serialNumbers,
      { status: 'RETURNED', source: 'PURCHASE_RECEIPT', sourceId: id },
      { conflictWhenMissing: true },
    );
    const unitCost = baseUnitCost(line.unitCost, units.get(line.uomId)!.factor);
    movements.push({
      productId: line.productId,
      locationId: receipt.locationId,
      quantity: qty.sub(0, line.baseQuantity),
      uomId: line.uomId,
      uomQuantity: qty.sub(0, line.quantity),
      serialIds,
      unitCost,
      note: reason ?? 'Purchase receipt voided',
    });
  }
  await reverseCosts(
    tx,
    lines.map((l) => ({
      productId: l.productId,
      baseQuantity: l.baseQuantity,
      baseUnitCost: baseUnitCost(l.unitCost, units.get(l.uomId)!.factor),
    })),
  );
  await postMovements(tx, tenantId, userId, { type: 'PURCHASE_RECEIPT_VOID', id, number: receipt.number }, movements);
  if (order) {
    const orderLines = await selectOrderLines(tx, order.id);
    const after = orderLines.map((o) => ({
      ...o,
      receivedQuantity: lines
        .filter((l) => l.purchaseOrderItemId === o.id)
        .reduce((sum, l) => qty.sub(sum, l.quantity), o.receivedQuantity),
    }));
    for (const line of after)
      await tx
        .update(purchaseOrderItems)
        .set({ receivedQuantity: line.receivedQuantity })
        .where(shopWhere(tx, purchaseOrderItems, eq(purchaseOrderItems.id, line.id)));
    // A short-closed order stays closed; otherwise it expects the goods again.
    if (order.status !== 'CLOSED')
      await tx
        .update(purchaseOrders)
        .set({ status: receivedStatus(after, qty.compare) })
        .where(shopWhere(tx, purchaseOrders, eq(purchaseOrders.id, order.id)));
  }
  await tx
    .update(purchaseReceipts)
    .set(voidStamp(userId, reason))
    .where(shopWhere(tx, purchaseReceipts, eq(purchaseReceipts.id, id)));
  return true;
}

/** Every unit the receipt brought must still be on hand where it came in (stock rows locked). */
async function refuseWhenGone(tx: Tx, tenantId: number, locationId: number, lines: { productId: number; baseQuantity: string }[]) {
  const needed = new Map<number, string>();
  for (const l of lines) needed.set(l.productId, qty.add(needed.get(l.productId) ?? '0', l.baseQuantity));
  const onHand = await lockOnHand(
    tx,
    tenantId,
    [...needed.keys()].map((productId) => ({ productId, locationId })),
  );
  for (const [productId, quantity] of needed) {
    const have = onHand.get(stockKey({ productId, locationId })) ?? '0';
    if (qty.compare(have, quantity) >= 0) continue;
    const [product] = await tx
      .select({ name: products.productName })
      .from(products)
      .where(shopWhere(tx, products, eq(products.id, productId)));
    const [location] = await tx
      .select({ name: stockLocations.name })
      .from(stockLocations)
      .where(shopWhere(tx, stockLocations, eq(stockLocations.id, locationId)));
    throw conflict(
      `The receipt cannot be voided: it brought ${qty.format(qty.parse(quantity))} of ${product?.name ?? 'a product'} to ${location?.name ?? 'the location'}, where only ${qty.format(qty.parse(have))} is left (sold or moved since).`,
    );
  }
}
