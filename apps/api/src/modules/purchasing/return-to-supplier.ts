import { eq, inArray, sql } from 'drizzle-orm';
import { divRound, fromScaled, qty, QTY, toScaled } from '@oim/shared/decimal';
import { fieldErrors } from '@oim/shared/field-errors';
import { toPesos } from '@oim/shared/pos/money';
import type { SupplierReturnBody } from '@oim/shared/schemas/purchasing';
import type { Tx } from '../../db/client';
import { purchaseReceiptItems, purchaseReceipts, supplierReturnItems, supplierReturns } from '../../db/schema/purchasing';
import { conflict, invalid, notFound } from '../../platform/errors';
import { nextDocumentNumber } from '../../platform/documents';
import { shopWhere } from '../../platform/resource/rows';
import { todayIn } from '../../platform/time-zone';
import type { ServiceContext } from '../../platform/service-context';
import { creditReceiptPayable } from '../finance';
import { baseUnitCost, findProducts, postMovements, releaseSerials, reverseCosts, unitsById, type Movement } from '../inventory';

/** quantity (4 places) × unit cost (2 places) → centavos, rounded half away from zero. */
const valueCents = (quantity: string, unitCost: string) =>
  Number(divRound(toScaled(quantity, QTY) * toScaled(unitCost, 2), 10n ** BigInt(QTY)));

/**
 * Sends goods of a posted receipt back to its supplier, in one transaction: the receipt is locked
 * (so two returns of it queue and the second counts the first: never more than came in goes back),
 * the units leave the receiving location through the ledger (source SUPPLIER_RETURN; not enough
 * there is a 409), their serial numbers become RETURNED, their cost leaves the average, and their
 * value is taken off what is still owed for the receipt (a SUPPLIER_CREDIT payment); whatever
 * cannot be (paid on receipt, or paid since) is recorded as the supplier's credit on the return.
 */
export async function returnToSupplier(ctx: ServiceContext, receiptId: number, body: SupplierReturnBody): Promise<number> {
  const { tx, tenantId, userId } = ctx;
  const [receipt] = await tx
    .select({
      id: purchaseReceipts.id,
      number: purchaseReceipts.purchaseReceiptNumber,
      status: purchaseReceipts.status,
      supplierId: purchaseReceipts.supplierId,
      locationId: purchaseReceipts.receivingWarehouseId,
    })
    .from(purchaseReceipts)
    .where(shopWhere(tx, purchaseReceipts, eq(purchaseReceipts.id, receiptId)))
    .for('update');
  if (!receipt) throw notFound('purchase receipt');
  if (receipt.status !== 'POSTED') throw conflict(`${receipt.number} is voided: nothing can be returned from it.`);
  const lines = await tx
    .select()
    .from(purchaseReceiptItems)
    .where(shopWhere(tx, purchaseReceiptItems, eq(purchaseReceiptItems.purchaseReceiptId, receiptId)));
  const earlier = await tx
    .select({ itemId: supplierReturnItems.purchaseReceiptItemId, quantity: sql<string>`sum(${supplierReturnItems.quantity})::text` })
    .from(supplierReturnItems)
    .where(
      shopWhere(
        tx,
        supplierReturnItems,
        inArray(supplierReturnItems.purchaseReceiptItemId, lines.length > 0 ? lines.map((l) => l.id) : [0]),
      ),
    )
    .groupBy(supplierReturnItems.purchaseReceiptItemId);
  const returned = new Map(earlier.map((e) => [e.itemId, e.quantity]));
  const units = await unitsById(
    tx,
    lines.map((l) => l.uomId),
  );
  const products = await findProducts(
    tx,
    lines.map((l) => l.productId),
  );

  const errors = fieldErrors();
  const planned: { line: (typeof lines)[number]; quantity: string; baseQuantity: string; serials: string[]; cents: number }[] = [];
  for (const [i, item] of body.items.entries()) {
    const line = lines.find((l) => l.id === item.purchaseReceiptItemId);
    if (!line) {
      errors[`items.${i}.purchaseReceiptItemId`] = ['The selected line is not a line of this receipt.'];
      continue;
    }
    const already = qty.add(returned.get(line.id) ?? '0', ...planned.filter((p) => p.line.id === line.id).map((p) => p.quantity));
    const left = qty.sub(line.quantity, already);
    if (qty.compare(item.quantity, left) > 0) {
      errors[`items.${i}.quantity`] = [`Only ${Number(left)} of this line can still be returned (${Number(line.quantity)} received).`];
      continue;
    }
    const product = products.get(line.productId)!;
    const baseQuantity = fromScaled(
      divRound(toScaled(item.quantity, QTY) * toScaled(line.baseQuantity, QTY), toScaled(line.quantity, QTY)),
      QTY,
    );
    const serials = (item.serialNumbers ?? []).map((s) => s.trim());
    if (product.isSerialized) {
      const received = new Set(line.serialNumbers.map((s) => s.toLowerCase()));
      if (!qty.isWhole(baseQuantity) || serials.length !== Number(baseQuantity))
        errors[`items.${i}.serialNumbers`] = [`${product.productName} is serial-tracked: give one serial number per unit returned.`];
      else if (serials.some((s) => !received.has(s.toLowerCase())))
        errors[`items.${i}.serialNumbers`] = ['Return only serial numbers this receipt brought in.'];
    } else if (serials.length > 0)
      errors[`items.${i}.serialNumbers`] = [`${product.productName} is not serial-tracked; send no serial numbers.`];
    planned.push({ line, quantity: item.quantity, baseQuantity, serials, cents: valueCents(item.quantity, line.unitCost) });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const total = planned.reduce((sum, p) => sum + p.cents, 0);
  const number = await nextDocumentNumber(tx, tenantId, 'supplierReturn');
  const returnDate = body.returnDate ?? todayIn();
  const [row] = await tx
    .insert(supplierReturns)
    .values({
      tenantId,
      supplierReturnNumber: number,
      purchaseReceiptId: receiptId,
      supplierId: receipt.supplierId,
      locationId: receipt.locationId,
      returnDate,
      reason: body.reason,
      total: toPesos(total).toFixed(2),
      createdBy: userId,
    })
    .returning({ id: supplierReturns.id });
  const id = row!.id;
  await tx.insert(supplierReturnItems).values(
    planned.map((p) => ({
      tenantId,
      supplierReturnId: id,
      purchaseReceiptItemId: p.line.id,
      productId: p.line.productId,
      quantity: p.quantity,
      baseQuantity: p.baseQuantity,
      unitCost: p.line.unitCost,
      lineTotal: toPesos(p.cents).toFixed(2),
      serialNumbers: p.serials,
    })),
  );
  const movements: Movement[] = [];
  for (const [i, p] of planned.entries()) {
    const product = products.get(p.line.productId)!;
    const serialIds = await releaseSerials(tx, `items.${i}.serialNumbers`, product, receipt.locationId, p.serials, {
      status: 'RETURNED',
      source: 'SUPPLIER_RETURN',
      sourceId: id,
    });
    movements.push({
      productId: p.line.productId,
      locationId: receipt.locationId,
      quantity: qty.sub(0, p.baseQuantity),
      uomId: p.line.uomId,
      uomQuantity: qty.sub(0, p.quantity),
      serialIds,
      unitCost: baseUnitCost(p.line.unitCost, units.get(p.line.uomId)!.factor),
      note: body.reason,
    });
  }
  await postMovements(tx, tenantId, userId, { type: 'SUPPLIER_RETURN', id, number }, movements);
  await reverseCosts(
    tx,
    planned.map((p) => ({
      productId: p.line.productId,
      baseQuantity: p.baseQuantity,
      baseUnitCost: baseUnitCost(p.line.unitCost, units.get(p.line.uomId)!.factor),
    })),
  );
  const credited = await creditReceiptPayable(
    ctx,
    { supplierId: receipt.supplierId, purchaseReceiptId: receiptId, supplierReturnId: id, number, paymentDate: returnDate },
    total,
  );
  await tx
    .update(supplierReturns)
    .set({ creditTotal: toPesos(credited).toFixed(2), supplierCreditTotal: toPesos(total - credited).toFixed(2) })
    .where(shopWhere(tx, supplierReturns, eq(supplierReturns.id, id)));
  return id;
}

/** A receipt with goods sent back cannot be voided (409): the return stands on its lines. */
export async function assertNoSupplierReturns(tx: Tx, receiptId: number, number: string): Promise<void> {
  const [found] = await tx
    .select({ number: supplierReturns.supplierReturnNumber })
    .from(supplierReturns)
    .where(shopWhere(tx, supplierReturns, eq(supplierReturns.purchaseReceiptId, receiptId)))
    .limit(1);
  if (found) throw conflict(`${number} has goods returned to the supplier (${found.number}): it cannot be voided.`);
}
