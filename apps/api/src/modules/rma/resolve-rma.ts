import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fieldErrors } from '@oim/shared/field-errors';
import { qty } from '@oim/shared/decimal';
import { toCentavos, toPesos } from '@oim/shared/pos/money';
import { RMA_MOVES, type RmaResolveBody } from '@oim/shared/schemas/rma';
import { serviceOrderBody } from '@oim/shared/schemas/service';
import { canMove } from '@oim/shared/status-flow';
import { products, serialNumbers } from '../../db/schema/inventory';
import { stockLocations } from '../../db/schema/masterfile';
import { customerCredits, productWarranties, rmaItems, rmas } from '../../db/schema/rma';
import { conflict, invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import type { ServiceContext } from '../../platform/service-context';
import { creditSaleReceivables, payRefund, type ReturnOf } from '../finance';
import { postMovements, receiveSerials, releaseSerials, type Movement } from '../inventory';
import { createServiceOrder } from '../service';
import { readReturnSale } from './returnable';

type Item = typeof rmaItems.$inferSelect;
type Warranty = typeof productWarranties.$inferSelect;

/** The RMA locked after its sale (the order every return takes its locks in); 404 when not this shop's. */
export async function lockRma(ctx: ServiceContext, id: number) {
  const { tx } = ctx;
  const [head] = await tx
    .select({ salesOrderId: rmas.salesOrderId })
    .from(rmas)
    .where(shopWhere(tx, rmas, eq(rmas.id, id)));
  if (!head) throw notFound('RMA');
  await readReturnSale(tx, head.salesOrderId, true);
  const [rma] = await tx
    .select()
    .from(rmas)
    .where(shopWhere(tx, rmas, eq(rmas.id, id)))
    .for('update');
  return rma!;
}

/** REQUESTED → RECEIVED: the goods are at the counter. */
export async function receiveRma(ctx: ServiceContext, id: number, notes: string | null): Promise<void> {
  const rma = await lockRma(ctx, id);
  if (!canMove(RMA_MOVES, rma.status, 'RECEIVED'))
    throw conflict(`${rma.rmaNumber} is ${rma.status.toLowerCase()}: only a requested RMA is received.`);
  await ctx.tx
    .update(rmas)
    .set({
      status: 'RECEIVED',
      receivedBy: ctx.userId,
      receivedAt: new Date(),
      ...(notes !== null ? { notes: rma.notes ? `${rma.notes}\n${notes}` : notes } : {}),
      updatedAt: new Date(),
    })
    .where(shopWhere(ctx.tx, rmas, eq(rmas.id, id)));
}

/** REQUESTED or RECEIVED → REJECTED with a reason: its units count as returned no more. */
export async function rejectRma(ctx: ServiceContext, id: number, reason: string): Promise<void> {
  const rma = await lockRma(ctx, id);
  if (!canMove(RMA_MOVES, rma.status, 'REJECTED'))
    throw conflict(`${rma.rmaNumber} is ${rma.status.toLowerCase()}: it can no longer be rejected.`);
  await ctx.tx
    .update(rmas)
    .set({ status: 'REJECTED', rejectionReason: reason, rejectedBy: ctx.userId, rejectedAt: new Date(), updatedAt: new Date() })
    .where(shopWhere(ctx.tx, rmas, eq(rmas.id, id)));
}

const lowerSet = (list: string[]) => new Set(list.map((s) => s.toLowerCase()));

/**
 * Resolves an RMA in the caller's transaction, all or nothing: returned goods into stock through
 * the ledger (source RMA) or written off, serial numbers and warranties moved, replacements out,
 * job orders for repairs, and the money: taken off the sale's open receivables first (a CREDIT
 * payment), then paid back (a REFUND payment) or kept as a customer credit (STORE_CREDIT).
 */
export async function resolveRma(ctx: ServiceContext, id: number, body: RmaResolveBody): Promise<void> {
  const { tx, tenantId, userId } = ctx;
  const rma = await lockRma(ctx, id);
  if (!canMove(RMA_MOVES, rma.status, 'RESOLVED'))
    throw conflict(`${rma.rmaNumber} is ${rma.status.toLowerCase()}: it can no longer be resolved.`);
  const sale = (await readReturnSale(tx, rma.salesOrderId, false))!;
  if (sale.status !== 'COMPLETED') throw conflict(`${sale.salesOrderNumber} is voided: its returns cannot be resolved.`);
  const items = await tx
    .select()
    .from(rmaItems)
    .where(shopWhere(tx, rmaItems, eq(rmaItems.rmaId, id)))
    .orderBy(asc(rmaItems.lineNumber), asc(rmaItems.id));

  // Replacements named now take the place of those named at creation.
  const errors = fieldErrors();
  for (const [i, given] of (body.lines ?? []).entries()) {
    const item = items.find((it) => it.id === given.id);
    if (!item) {
      errors[`lines.${i}.id`] = ['The selected RMA line is not a line of this RMA.'];
      continue;
    }
    if (item.resolution !== 'REPLACE') {
      errors[`lines.${i}.id`] = ['Only a REPLACE line takes a replacement.'];
      continue;
    }
    if (given.replacementSerialNumbers) item.replacementSerialNumbers = given.replacementSerialNumbers.map((s) => s.trim());
    if (given.replacementLocationId) item.replacementLocationId = given.replacementLocationId;
  }
  const locationIds = [...new Set(items.flatMap((it) => (it.replacementLocationId ? [it.replacementLocationId] : [])))];
  if (locationIds.length > 0) {
    const found = await tx
      .select({ id: stockLocations.id })
      .from(stockLocations)
      .where(shopWhere(tx, stockLocations, inArray(stockLocations.id, locationIds)));
    (body.lines ?? []).forEach((given, i) => {
      if (given.replacementLocationId && !found.some((f) => f.id === given.replacementLocationId))
        errors[`lines.${i}.replacementLocationId`] = ['The selected replacement location is invalid.'];
    });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const productRows = await tx
    .select({ id: products.id, productName: products.productName, isSerialized: products.isSerialized, averageCost: products.averageCost })
    .from(products)
    .where(shopWhere(tx, products, inArray(products.id, [...new Set(items.map((it) => it.productId))])));
  const productOf = (pid: number) => productRows.find((p) => p.id === pid)!;
  const warranties = await tx
    .select()
    .from(productWarranties)
    .where(
      shopWhere(
        tx,
        productWarranties,
        and(eq(productWarranties.salesOrderId, sale.id), inArray(productWarranties.status, ['ACTIVE', 'CLAIMED'])),
      ),
    )
    .orderBy(asc(productWarranties.id));

  const movements: Movement[] = [];
  const source = { source: 'RMA' as const, sourceId: id };
  for (const [i, item] of items.entries()) {
    const product = productOf(item.productId);
    const field = `lines.${i}.serialNumbers`;
    // 1. The returned units: into stock where the line says (their serials RETURNED there), or written off.
    if (item.resolution !== 'REPAIR') {
      if (item.restockLocationId !== null) {
        const ids = await receiveSerials(tx, tenantId, field, product, item.restockLocationId, item.serialNumbers, source, {
          status: 'RETURNED',
        });
        movements.push({
          productId: item.productId,
          locationId: item.restockLocationId,
          quantity: item.baseQuantity,
          serialIds: ids,
          unitCost: product.averageCost,
          note: `Returned (${item.resolution.toLowerCase().replace('_', ' ')})`,
        });
      } else if (item.serialNumbers.length > 0) {
        await tx
          .update(serialNumbers)
          .set({ status: item.resolution === 'REPLACE' ? 'RETURNED' : 'REFUND', locationId: null, ...source, updatedAt: new Date() })
          .where(
            shopWhere(
              tx,
              serialNumbers,
              and(
                eq(serialNumbers.productId, item.productId),
                inArray(
                  sql`lower(${serialNumbers.serialNumber})`,
                  item.serialNumbers.map((s) => s.toLowerCase()),
                ),
              ),
            ),
          );
      }
    }
    // 2. The replacement: the same product out again from the replacement location.
    if (item.resolution === 'REPLACE') {
      const locationId = item.replacementLocationId ?? sale.locationId;
      if (product.isSerialized && item.replacementSerialNumbers.length !== Number(item.baseQuantity))
        throw invalid({
          [`lines.${i}.replacementSerialNumbers`]: [
            `Give one replacement serial number of ${product.productName} per unit (${Number(item.baseQuantity)}).`,
          ],
        });
      const ids = product.isSerialized
        ? await releaseSerials(tx, `lines.${i}.replacementSerialNumbers`, product, locationId, item.replacementSerialNumbers, {
            status: 'SOLD',
            ...source,
          })
        : [];
      movements.push({
        productId: item.productId,
        locationId,
        quantity: qty.sub('0', item.baseQuantity),
        serialIds: ids,
        unitCost: product.averageCost,
        note: 'Replacement for a returned unit',
      });
      await tx
        .update(rmaItems)
        .set({ replacementLocationId: locationId, replacementSerialNumbers: item.replacementSerialNumbers })
        .where(shopWhere(tx, rmaItems, eq(rmaItems.id, item.id)));
    }
    // 3. A repair: a job order for the customer's unit.
    let serviceOrderId: number | null = null;
    if (item.resolution === 'REPAIR') {
      serviceOrderId = await createServiceOrder(
        { tx, tenantId, userId },
        serviceOrderBody.parse({
          customerId: sale.customerId,
          itemDescription: item.productName,
          serialNumber: item.serialNumbers[0] ?? null,
          problemReported: `${item.reason} (${rma.rmaNumber}, ${sale.salesOrderNumber})`,
          notes: item.serialNumbers.length > 1 ? `Serial numbers: ${item.serialNumbers.join(', ')}` : null,
        }),
      );
      await tx
        .update(rmaItems)
        .set({ serviceOrderId })
        .where(shopWhere(tx, rmaItems, eq(rmaItems.id, item.id)));
    }
    await moveWarranties(ctx, rma.id, item, warranties, serviceOrderId);
  }
  await postMovements(tx, tenantId, userId, { type: 'RMA', id, number: rma.rmaNumber }, movements);

  // 4. The money.
  const cents = (resolution: Item['resolution']) =>
    items.filter((it) => it.resolution === resolution).reduce((sum, it) => sum + toCentavos(it.amount), 0);
  const refundCents = cents('REFUND');
  const storeCents = cents('STORE_CREDIT');
  const of: ReturnOf = {
    customerId: sale.customerId,
    salesOrderId: sale.id,
    rmaId: id,
    rmaNumber: rma.rmaNumber,
    paymentDate: body.paymentDate ?? todayIn(),
  };
  const money = { tx, tenantId, userId };
  const credited = (await creditSaleReceivables(money, of, refundCents + storeCents)).cents;
  const creditedToStore = Math.min(storeCents, credited);
  const cashRefund = refundCents - (credited - creditedToStore);
  const storeCredit = storeCents - creditedToStore;
  const paymentTypeId = body.refundPaymentTypeId ?? rma.refundPaymentTypeId;
  const referenceNumber = body.refundReferenceNumber ?? rma.refundReferenceNumber;
  await payRefund(money, of, cashRefund, { paymentTypeId, referenceNumber });
  if (storeCredit > 0)
    await tx.insert(customerCredits).values({
      tenantId,
      customerId: sale.customerId,
      rmaId: id,
      amount: toPesos(storeCredit).toFixed(2),
      balance: toPesos(storeCredit).toFixed(2),
    });
  const now = new Date();
  await tx
    .update(rmas)
    .set({
      status: 'RESOLVED',
      receivedBy: rma.receivedBy ?? userId,
      receivedAt: rma.receivedAt ?? now,
      resolvedBy: userId,
      resolvedAt: now,
      refundPaymentTypeId: cashRefund > 0 ? paymentTypeId : rma.refundPaymentTypeId,
      refundReferenceNumber: cashRefund > 0 ? referenceNumber : rma.refundReferenceNumber,
      refundTotal: toPesos(cashRefund).toFixed(2),
      creditTotal: toPesos(credited).toFixed(2),
      storeCreditTotal: toPesos(storeCredit).toFixed(2),
      updatedAt: now,
    })
    .where(shopWhere(tx, rmas, eq(rmas.id, id)));
}

/**
 * The warranties of the returned units: VOID when the money came back (REFUND, STORE_CREDIT);
 * CLAIMED when repaired; after a REPLACE the old unit's is CLAIMED and the new unit gets one with the
 * same dates (replacesWarrantyId). A line warranty (no serial) covering more units than came back
 * keeps covering the rest: its quantity goes down, and the units that came back get their own row.
 */
async function moveWarranties(
  ctx: ServiceContext,
  rmaId: number,
  item: Item,
  all: Warranty[],
  serviceOrderId: number | null,
): Promise<void> {
  const { tx } = ctx;
  const ofLine = all.filter(
    (w) => w.salesOrderItemId === item.salesOrderItemId || (w.salesOrderItemId === null && w.productId === item.productId),
  );
  const status = item.resolution === 'REFUND' || item.resolution === 'STORE_CREDIT' ? 'VOID' : 'CLAIMED';
  const now = new Date();
  if (item.serialNumbers.length > 0) {
    const returned = lowerSet(item.serialNumbers);
    const matching = ofLine.filter((w) => w.status === 'ACTIVE' && w.serialNumber && returned.has(w.serialNumber.toLowerCase()));
    for (const w of matching) {
      await tx
        .update(productWarranties)
        .set({ status, rmaId, serviceOrderId, updatedAt: now })
        .where(shopWhere(tx, productWarranties, eq(productWarranties.id, w.id)));
      w.status = status;
      if (item.resolution === 'REPLACE') {
        const index = item.serialNumbers.findIndex((s) => s.toLowerCase() === w.serialNumber!.toLowerCase());
        const serial = item.replacementSerialNumbers[index] ?? null;
        await tx.insert(productWarranties).values(copyOf(w, { serialNumber: serial, quantity: '1', rmaId }));
      }
    }
    return;
  }
  const line = ofLine.find((w) => w.status === 'ACTIVE' && w.serialNumber === null);
  if (!line) return;
  const whole = qty.compare(item.quantity, line.quantity) >= 0;
  if (whole) {
    await tx
      .update(productWarranties)
      .set({ status, rmaId, serviceOrderId, updatedAt: now })
      .where(shopWhere(tx, productWarranties, eq(productWarranties.id, line.id)));
    line.status = status;
    if (item.resolution === 'REPLACE')
      await tx.insert(productWarranties).values(copyOf(line, { serialNumber: null, quantity: line.quantity, rmaId }));
    return;
  }
  // Part of a line: the rest stays covered; the part that came back is split off.
  const rest = qty.sub(line.quantity, item.quantity);
  await tx
    .update(productWarranties)
    .set({ quantity: rest, updatedAt: now })
    .where(shopWhere(tx, productWarranties, eq(productWarranties.id, line.id)));
  line.quantity = rest;
  const [part] = await tx
    .insert(productWarranties)
    .values({ ...copyOf(line, { serialNumber: null, quantity: item.quantity, rmaId }), replacesWarrantyId: null, status, serviceOrderId })
    .returning({ id: productWarranties.id });
  if (item.resolution === 'REPLACE')
    await tx
      .insert(productWarranties)
      .values({ ...copyOf(line, { serialNumber: null, quantity: item.quantity, rmaId }), replacesWarrantyId: part!.id });
}

/** A new warranty with the same cover as `w` (customer, product, sale, dates, terms). */
function copyOf(
  w: Warranty,
  change: { serialNumber: string | null; quantity: string; rmaId: number },
): typeof productWarranties.$inferInsert {
  return {
    tenantId: w.tenantId,
    customerId: w.customerId,
    productId: w.productId,
    salesOrderId: w.salesOrderId,
    salesOrderItemId: w.salesOrderItemId,
    serialNumber: change.serialNumber,
    quantity: change.quantity,
    warrantyTemplateId: w.warrantyTemplateId,
    warrantyName: w.warrantyName,
    startDate: w.startDate,
    endDate: w.endDate,
    terms: w.terms,
    status: 'ACTIVE',
    rmaId: change.rmaId,
    replacesWarrantyId: w.id,
  };
}
