import { and, eq, inArray, sql } from 'drizzle-orm';
import { OFFLINE_CLOCK_SKEW_MINUTES, OFFLINE_SALE_MAX_AGE_DAYS, type OfflineSaleBody } from '@oim/shared/schemas/offline-sync';
import { PRICE_REVIEW_REASONS } from '@oim/shared/schemas/sales';
import type { Tx } from '../../db/client';
import { serialNumbers } from '../../db/schema/inventory';
import { idempotencyKeys, salesOrderItems, salesOrders } from '../../db/schema/sales-documents';
import { AppError } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { checkKey, claimKey, rememberAnswer, requestHash } from '../../platform/documents';
import { checkOfflineSaleTerminal, madeBeforeLastZReading } from '../pos-terminals';
import type { SessionContext } from '../../platform/service-context';
import {
  findSalesOrder,
  journalSale,
  lookUpSale,
  numberLines,
  numberSale,
  numberTerminalSale,
  offlineResolution,
  postSale,
  resolveSale,
  saleInputOf,
  type OfflineResolution,
  type SaleInput,
} from '../sales';

export type OfflinePosting = { replayed: boolean; order: Record<string, unknown> & { id: number } };

const withCode = (status: 'INVALID' | 'CONFLICT', message: string, details: Record<string, unknown>, field?: string) =>
  new AppError(status, message, field ? { [field]: [message] } : undefined, undefined, details);

/** madeAt within [now − 30 days, now + 5 minutes], or 422 MADE_AT_OUT_OF_RANGE. */
export function checkMadeAt(madeAt: Date, now = new Date()): void {
  const ahead = madeAt.getTime() - now.getTime();
  const behind = now.getTime() - madeAt.getTime();
  if (ahead > OFFLINE_CLOCK_SKEW_MINUTES * 60_000)
    throw withCode(
      'INVALID',
      'The sale time is in the future: check the device’s clock.',
      { code: 'MADE_AT_OUT_OF_RANGE' },
      'offline.madeAt',
    );
  if (behind > OFFLINE_SALE_MAX_AGE_DAYS * 86_400_000)
    throw withCode(
      'INVALID',
      `The sale was made more than ${OFFLINE_SALE_MAX_AGE_DAYS} days ago: a manager must enter it.`,
      { code: 'MADE_AT_OUT_OF_RANGE' },
      'offline.madeAt',
    );
}

/**
 * Posts a sale the terminal made while offline, in the caller's transaction. What already happened
 * is accepted as it happened:
 * - the same clientSaleId again (any time later) answers the first sale (`replayed`), never a second;
 * - the sale is dated madeAt (bounded, see checkMadeAt) and kept with its device and provisional number;
 * - stock that ran short meanwhile does not refuse it: the location goes below zero and the
 *   shortage is recorded (stock_shortages);
 * - a price or discount changed since keeps what the customer paid; such lines and the order are
 *   flagged price_changed_offline (the totals must still agree with the shared arithmetic: 422);
 * - a price rule the online route refuses (below the minimum price or the regular price without
 *   Override Prices, a discount above the cap, a discount the shop does not have) does not refuse it:
 *   it is posted with price_review_required and its reasons, for a holder of Override Prices to approve;
 * - made before its terminal's last Z reading, it is late_for_reading (the next reading counts it);
 * - what cannot be accepted is refused with a code for the terminal to park: a serial number sold
 *   meanwhile (409 SERIAL_ALREADY_SOLD), a product deleted or deactivated (422 PRODUCT_UNAVAILABLE),
 *   a terminal with no shift open when it was made (409 NO_SHIFT).
 */
export async function postOfflineSale(ctx: SessionContext, body: OfflineSaleBody, idempotencyKey?: string): Promise<OfflinePosting> {
  const { tx, tenant, user } = ctx;
  const { offline } = body;
  if (idempotencyKey !== undefined) checkKey(idempotencyKey);
  // Two posts of one sale queue here; the second finds the first once it commits.
  await tx.execute(sql`select pg_advisory_xact_lock(${tenant.id}::int, hashtext(${offline.clientSaleId}))`);
  const [seen] = await tx
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(shopWhere(tx, salesOrders, eq(salesOrders.clientSaleId, offline.clientSaleId)));
  if (seen) return { replayed: true, order: (await findSalesOrder(tx, seen.id, user))! };
  // A sale first sent online whose answer never came: the online route may have posted it under this key.
  if (idempotencyKey !== undefined) {
    const online = await saleOfKey(ctx, idempotencyKey, requestHash(body));
    if (online !== null) {
      // From now on its clientSaleId names it too (an Idempotency-Key is taken over after 24 hours; this never is).
      await tx
        .update(salesOrders)
        .set({ clientSaleId: offline.clientSaleId })
        .where(shopWhere(tx, salesOrders, and(eq(salesOrders.id, online), sql`${salesOrders.clientSaleId} is null`)));
      return { replayed: true, order: (await findSalesOrder(tx, online, user))! };
    }
  }

  const madeAt = new Date(offline.madeAt);
  checkMadeAt(madeAt);
  const input = { ...saleInputOf(body), basicNecessity: { at: madeAt, uncapped: true } };
  const found = await lookUpSale(tx, user.id, input);
  const named = [
    ...new Set([
      ...input.items.map((i) => i.productId),
      ...input.items.flatMap((i) => (i.bundleModifications ?? []).map((b) => b.productId)),
    ]),
  ];
  const unavailable = named.filter((id) => !found.products.get(id)?.isActive);
  if (unavailable.length > 0) {
    const names = unavailable.map((id) => found.products.get(id)?.productName ?? `Product ${id}`).join(', ');
    throw withCode(
      'INVALID',
      `${names} is no longer sold: a manager must resolve this sale.`,
      { code: 'PRODUCT_UNAVAILABLE', productIds: unavailable },
      'orderItems',
    );
  }
  await refuseSerialsSold(ctx, input);
  const at = await checkOfflineSaleTerminal(tx, { salesChannelId: body.salesChannelId, terminalId: body.terminalId, madeAt });

  const changed: OfflineResolution = offlineResolution();
  const sale = await resolveSale(tx, user, input, 'order', found, changed);
  const posted = await postSale(ctx, sale, { publicNote: body.publicNote ?? null, numberLater: true, shortStock: 'record' });
  // A line sold at other than today's list price, or under a discount changed since.
  const flagged = numberLines(sale)
    .filter((n, i) => n.line.priceChangedBy !== null || changed.changedLines.has(i))
    .map((n) => n.lineNumber);
  if (flagged.length > 0)
    await tx
      .update(salesOrderItems)
      .set({ priceChangedOffline: true })
      .where(
        shopWhere(tx, salesOrderItems, and(eq(salesOrderItems.salesOrderId, posted.id), inArray(salesOrderItems.lineNumber, flagged))),
      );
  // Dated when it was made, before it is numbered (the hourly sales count it in that hour).
  await tx
    .update(salesOrders)
    .set({
      salesOrderDate: madeAt,
      clientSaleId: offline.clientSaleId,
      offlineDeviceId: offline.deviceId,
      offlineProvisionalNumber: offline.provisionalNumber,
      priceChangedOffline: flagged.length > 0 || changed.orderChanged,
      priceReviewRequired: changed.reviewReasons.size > 0,
      priceReviewReasons: PRICE_REVIEW_REASONS.filter((r) => changed.reviewReasons.has(r)),
    })
    .where(shopWhere(tx, salesOrders, eq(salesOrders.id, posted.id)));
  if (at) {
    await numberTerminalSale(ctx, at, posted.id, {});
    // The terminal's row is held now: a Z reading made meanwhile is seen.
    if (await madeBeforeLastZReading(tx, at.terminalId, madeAt))
      await tx
        .update(salesOrders)
        .set({ lateForReading: true })
        .where(shopWhere(tx, salesOrders, eq(salesOrders.id, posted.id)));
  }
  await numberSale(ctx, posted.id);
  const order = (await findSalesOrder(tx, posted.id, user))!;
  if (at) await journalSale(ctx, order, 'RECEIPT');
  // The online route, sent this key late (the request that got no answer, arriving now), finds it taken.
  if (idempotencyKey !== undefined)
    await rememberAnswer(tx, idempotencyKey, 201, { message: 'Sales order created successfully.', data: order });
  return { replayed: false, order };
}

/** The sale an Idempotency-Key's first answer names (POST sales/pos-order keeps it with the key), if any. */
async function saleAnsweredUnder(tx: Tx, key: string): Promise<{ found: boolean; answered: boolean; saleId: number | null }> {
  const [row] = await tx
    .select({ status: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(shopWhere(tx, idempotencyKeys, eq(idempotencyKeys.key, key)));
  if (!row) return { found: false, answered: false, saleId: null };
  const data = (row.response as { data?: { id?: unknown; salesOrderNumber?: unknown } } | null)?.data;
  const id = row.status === 201 && typeof data?.salesOrderNumber === 'string' ? Number(data.id) : NaN;
  return { found: true, answered: row.status !== null, saleId: Number.isInteger(id) && id > 0 ? id : null };
}

/**
 * The sale already posted under an Idempotency-Key (by POST sales/pos-order), or null after this
 * post claimed the key. It is read first whatever its age (the claim would take over a key older
 * than 24 hours), then claimed: an online post of the same key still in flight holds the key's row,
 * so the claim waits for it to commit and its sale is answered. A key taken by something other than
 * a sale is 422; one still unanswered is a 409 without a code (the terminal retries).
 */
async function saleOfKey(ctx: SessionContext, key: string, hash: string): Promise<number | null> {
  const { tx, tenant } = ctx;
  const before = await saleAnsweredUnder(tx, key);
  if (before.saleId !== null) return before.saleId;
  if (await claimKey(tx, { tenant: tenant.id, key, hash })) return null;
  const after = await saleAnsweredUnder(tx, key);
  if (after.saleId !== null) return after.saleId;
  if (!after.answered) throw new AppError('CONFLICT', 'The request with this Idempotency-Key is still being processed. Please retry.');
  throw withCode('INVALID', 'This Idempotency-Key was already used for a different request.', {}, 'Idempotency-Key');
}

/** A serial number of the sale that is no longer in stock because it was sold meanwhile: 409 SERIAL_ALREADY_SOLD. */
async function refuseSerialsSold(ctx: SessionContext, input: SaleInput): Promise<void> {
  const wanted = input.items.flatMap((i) =>
    (i.serialNumbers ?? []).map((s) => ({ productId: i.productId, serial: s.serialNumber.trim().toLowerCase() })),
  );
  if (wanted.length === 0) return;
  const rows = await ctx.tx
    .select({ productId: serialNumbers.productId, serialNumber: serialNumbers.serialNumber })
    .from(serialNumbers)
    .where(
      shopWhere(
        ctx.tx,
        serialNumbers,
        and(
          inArray(serialNumbers.productId, [...new Set(wanted.map((w) => w.productId))]),
          inArray(sql`lower(${serialNumbers.serialNumber})`, [...new Set(wanted.map((w) => w.serial))]),
          eq(serialNumbers.status, 'SOLD'),
        ),
      ),
    );
  const sold = rows.find((r) => wanted.some((w) => w.productId === r.productId && w.serial === r.serialNumber.toLowerCase()));
  if (sold)
    throw withCode('CONFLICT', `The serial number ${sold.serialNumber} was already sold: a manager must resolve this sale.`, {
      code: 'SERIAL_ALREADY_SOLD',
      serialNumber: sold.serialNumber,
      productId: sold.productId,
    });
}
