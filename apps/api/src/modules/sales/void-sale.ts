import { conflict } from '../../platform/errors';
import { postMovements, receiveSerials, type Movement } from '../inventory';
import { reopenServiceOrderOfSale } from '../service';
import { voidSaleWarranties } from '../warranty';
import { assertNoReturns, assertNotInZReading } from './sale-returns';
import type { SessionContext as SaleContext } from '../../platform/service-context';
import { heldStock } from './sale-rows';
import { assertNothingCollected } from './sale-receivables';
import { lockOpenReceivables, lockOrder, markOrderVoided, selectStockLines } from './sale.statements';

/**
 * Voids a sale: its stock and serial numbers come back, its receivables (none collected: 409
 * otherwise), commissions and warranties are void (a sale with returns: 409),
 * and the order stays, marked VOIDED with who and when; a job order it released is reopened
 * (READY_FOR_PICKUP). False when there is no such order.
 */
export async function voidSale(ctx: SaleContext, orderId: number, reason: string | null): Promise<boolean> {
  const { tx, tenant, user } = ctx;
  const order = await lockOrder(tx, orderId);
  if (!order) return false;
  if (order.status === 'VOIDED') throw conflict('The sales order is already voided.');
  await assertNoReturns(tx, orderId, 'voided');
  await assertNotInZReading(tx, orderId, 'voided');
  assertNothingCollected(await lockOpenReceivables(tx, orderId));
  const { held, serials } = heldStock(await selectStockLines(tx, orderId));
  const returned = new Map<number, number[]>();
  for (const [productId, list] of serials) {
    const product = { id: productId, productName: `Product ${productId}` };
    const source = { source: 'SALES_ORDER', sourceId: orderId } as const;
    returned.set(productId, await receiveSerials(tx, tenant.id, 'serialNumbers', product, order.locationId, list, source));
  }
  const movements: Movement[] = [...held].map(([productId, quantity]) => ({
    productId,
    locationId: order.locationId,
    quantity,
    serialIds: returned.get(productId) ?? [],
    note: 'Sales order voided',
  }));
  await postMovements(tx, tenant.id, user.id, { type: 'SALE_VOID', id: orderId, number: order.salesOrderNumber }, movements);
  await markOrderVoided(tx, orderId, user.id, reason);
  await voidSaleWarranties(tx, orderId);
  // The job order this sale released (if any) is open again, ready to be sold anew.
  await reopenServiceOrderOfSale({ tx, tenantId: tenant.id, userId: user.id }, { id: orderId, salesOrderNumber: order.salesOrderNumber });
  return true;
}
