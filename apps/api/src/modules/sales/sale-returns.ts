import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rmas } from '../../db/schema/rma';
import { salesOrders } from '../../db/schema/sales-documents';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

/**
 * A sale with returns (RMAs that are not rejected) can be neither changed nor voided (409): the
 * goods, money and warranties those returns moved stand on its lines as they are.
 */
export async function assertNoReturns(tx: Tx, orderId: number, verb: 'changed' | 'voided'): Promise<void> {
  const found = await tx
    .select({ rmaNumber: rmas.rmaNumber })
    .from(rmas)
    .where(shopWhere(tx, rmas, and(eq(rmas.salesOrderId, orderId), ne(rmas.status, 'REJECTED'))))
    .orderBy(rmas.id);
  if (found.length === 0) return;
  throw conflict(`The sale has returns (${found.map((r) => r.rmaNumber).join(', ')}): it cannot be ${verb}.`);
}

/**
 * A terminal sale a Z reading counted can be neither changed nor voided (409): the reading is
 * immutable and the BIR day it belongs to is closed; goods come back through a return instead.
 */
export async function assertNotInZReading(tx: Tx, orderId: number, verb: 'changed' | 'voided'): Promise<void> {
  const [row] = await tx
    .select({ z: salesOrders.zReadingId })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, orderId)));
  if (row?.z !== null && row?.z !== undefined)
    throw conflict(`The sale is in a Z reading (its business day is closed): it cannot be ${verb}; record a return instead.`);
}
