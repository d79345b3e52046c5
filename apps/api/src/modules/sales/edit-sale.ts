import { eq } from 'drizzle-orm';
import { qty } from '@oim/shared/decimal';
import type { PosOrderBody } from '@oim/shared/schemas/pos';
import { salesOrders } from '../../db/schema/sales-documents';
import { conflict, invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { checkSerialCount, postMovements, receiveSerials, releaseSerials, type Movement } from '../inventory';
import { registerSaleWarranties } from '../warranty';
import { resolveSale, saleInputOf, type ResolvedSale } from './resolve-sale';
import { assertNoReturns, assertNotInZReading } from './sale-returns';
import { writeOrderContents } from './sale-contents';
import type { SessionContext } from '../../platform/service-context';
import { heldStock, orderValues, stockTaken } from './sale-rows';
import {
  deleteOrderLines,
  deletePayments,
  lockOpenReceivables,
  lockOrder,
  selectPaymentIds,
  selectStockLines,
  updateOrder,
  type StoredOrder,
} from './sale.statements';

/** PUT sales/:id: the sale sent again for an order the shop has (404 otherwise), checked as this user sells it, then editSale. */
export async function changeSale(ctx: SessionContext, orderId: number, body: PosOrderBody): Promise<void> {
  const { tx, user } = ctx;
  const [order] = await tx
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)));
  if (!order) throw notFound('sales order');
  const sale = await resolveSale(tx, user, { ...saleInputOf(body), basicNecessity: { saleId: orderId } }, 'order');
  await editSale(ctx, orderId, sale, body.publicNote ?? null);
}

/**
 * Changes a posted sale through the terminal: stock and serial numbers move by the difference
 * between what the order held and what it holds now, at the order's own location (so its channel
 * cannot change); receivables are adjusted (see settleReceivables), lines, payments and commissions
 * written anew, all in one transaction. The number and date stay.
 */
export async function editSale(ctx: SessionContext, orderId: number, sale: ResolvedSale, publicNote: string | null): Promise<void> {
  const { tx, tenant, user } = ctx;
  const order = await lockEditableOrder(ctx, orderId, sale);
  const before = heldStock(await selectStockLines(tx, orderId));
  await moveSerialsByDifference(ctx, order, sale, before.serials);
  const movements = stockDifference(before.held, stockTaken(sale), order.locationId);
  await postMovements(tx, tenant.id, user.id, { type: 'SALE', id: orderId, number: order.salesOrderNumber }, movements);
  const previous = await lockOpenReceivables(tx, orderId);
  const oldPayments = await selectPaymentIds(tx, orderId);
  await deleteOrderLines(tx, orderId);
  await updateOrder(tx, orderId, orderValues(sale, publicNote));
  // The new payments are written and the receivables moved onto them before the old payments go
  // (a receivable is deleted with its payment).
  await writeOrderContents(ctx, sale, orderId, previous);
  await deletePayments(tx, oldPayments);
  // The old lines' warranties went with them; the new lines get theirs.
  await registerSaleWarranties(tx, orderId);
}

/** The order, locked; a voided one cannot change, nor can its channel (its stock left that channel's location). */
async function lockEditableOrder({ tx }: SessionContext, orderId: number, sale: ResolvedSale): Promise<StoredOrder> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw invalid({ activeSalesOrderId: ['The sales order was not found.'] });
  if (order.status === 'VOIDED') throw conflict('A voided sales order cannot be changed.');
  await assertNoReturns(tx, orderId, 'changed');
  await assertNotInZReading(tx, orderId, 'changed');
  if (sale.channel.id !== order.salesChannelId) {
    throw invalid({
      salesChannelId: [
        'The sales channel of a saved sales order cannot be changed: void it and ring the sale up again at the other channel.',
      ],
    });
  }
  return order;
}

/** A movement per product whose quantity on the order changed: back into stock what it no longer holds, out what it holds more. */
function stockDifference(before: Map<number, string>, after: Map<number, string>, locationId: number): Movement[] {
  const movements: Movement[] = [];
  for (const productId of new Set([...before.keys(), ...after.keys()])) {
    const difference = qty.sub(before.get(productId) ?? '0', after.get(productId) ?? '0');
    if (qty.compare(difference, 0) !== 0) movements.push({ productId, locationId, quantity: difference, note: 'Sales order changed' });
  }
  return movements;
}

/** Serial numbers no longer on the order come back into stock; new ones are sold. */
async function moveSerialsByDifference(
  { tx, tenant }: SessionContext,
  order: StoredOrder,
  sale: ResolvedSale,
  sold: Map<number, string[]>,
): Promise<void> {
  const kept = new Map<number, string[]>();
  for (const line of sale.lines)
    if (line.serials.length > 0) kept.set(line.product.id, [...(kept.get(line.product.id) ?? []), ...line.serials]);
  for (const [productId, list] of sold) {
    const stays = new Set((kept.get(productId) ?? []).map((s) => s.toLowerCase()));
    const back = list.filter((s) => !stays.has(s.toLowerCase()));
    const line = sale.lines.find((l) => l.product.id === productId);
    const product = line?.product ?? { id: productId, productName: `Product ${productId}` };
    if (back.length > 0)
      await receiveSerials(tx, tenant.id, 'orderItems', product, order.locationId, back, { source: 'SALES_ORDER', sourceId: order.id });
  }
  for (const [i, line] of sale.lines.entries()) {
    if (line.product.type !== 'PRODUCT') continue;
    checkSerialCount(`orderItems.${i}.serialNumbers`, line.product, line.baseQuantity, line.serials);
    const had = new Set((sold.get(line.product.id) ?? []).map((s) => s.toLowerCase()));
    const fresh = line.serials.filter((s) => !had.has(s.toLowerCase()));
    if (fresh.length > 0)
      await releaseSerials(tx, `orderItems.${i}.serialNumbers`, line.product, order.locationId, fresh, {
        status: 'SOLD',
        source: 'SALES_ORDER',
        sourceId: order.id,
      });
  }
}
