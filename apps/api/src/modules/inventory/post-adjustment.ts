import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { qty } from '@oim/shared/decimal';
import { type adjustmentBody } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { inventoryAdjustmentItems, inventoryAdjustments } from '../../db/schema/inventory';
import { stockLocations } from '../../db/schema/masterfile';
import { invalid, type FieldErrors } from '../../platform/errors';
import { productsById, requireStocked, toBaseQuantity, unitsById } from './catalogue';
import { nextDocumentNumber } from '../../platform/documents';
import { checkSerialCount, receiveSerials, releaseSerials } from './serial-moves';
import { lockOnHand, postMovements, stockKey } from './stock-ledger';
import { shopWhere } from '../../platform/resource/rows';

export type AdjustmentBody = z.output<typeof adjustmentBody>;

/**
 * Posts an adjustment in the caller's transaction: each item adds or takes out a quantity, or sets
 * what was counted (the difference is posted), through the ledger, with its serial numbers.
 */
export async function postAdjustment(
  tx: Tx,
  tenantId: number,
  userId: number,
  body: AdjustmentBody,
): Promise<{ id: number; adjustmentNumber: string }> {
  const [location] = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, eq(stockLocations.id, body.locationId)));
  if (!location) throw invalid({ locationId: ['The selected location is invalid.'] });
  const products = await productsById(
    tx,
    body.items.map((i) => i.productId),
    'items',
  );
  const units = await unitsById(
    tx,
    body.items.map((i) => i.uomId),
  );

  const errors: FieldErrors = {};
  const planned = body.items.map((item, i) => {
    const product = products.get(item.productId)!;
    try {
      requireStocked(`items.${i}.productId`, product);
      const base = toBaseQuantity(`items.${i}.uomId`, product, units.get(item.uomId), item.quantity);
      if (item.mode === 'count' && product.isSerialized) {
        throw invalid({ [`items.${i}.mode`]: [`Count ${product.productName} by adding or taking out its serial numbers.`] });
      }
      if (item.mode === 'count' && qty.compare(item.quantity, 0) < 0)
        throw invalid({ [`items.${i}.quantity`]: ['A counted quantity cannot be negative.'] });
      if (item.mode === 'delta' && qty.compare(item.quantity, 0) === 0)
        throw invalid({ [`items.${i}.quantity`]: ['The quantity may not be zero.'] });
      return { item, product, base };
    } catch (error) {
      Object.assign(errors, (error as { errors?: FieldErrors }).errors ?? {});
      return undefined;
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const onHand = await lockOnHand(
    tx,
    tenantId,
    body.items.map((i) => ({ productId: i.productId, locationId: body.locationId })),
  );
  const lines = planned.map((p, i) => {
    const { item, product, base } = p!;
    const before = onHand.get(stockKey({ productId: product.id, locationId: body.locationId })) ?? '0';
    const delta = item.mode === 'count' ? qty.sub(base, before) : base;
    checkSerialCount(`items.${i}.serialNumbers`, product, delta, item.serialNumbers);
    // The next line of the same product starts from what this one leaves.
    onHand.set(stockKey({ productId: product.id, locationId: body.locationId }), qty.add(before, delta));
    return { item, product, before, delta };
  });

  const adjustmentNumber = await nextDocumentNumber(tx, tenantId, 'adjustment');
  const [adjustment] = await tx
    .insert(inventoryAdjustments)
    .values({ tenantId, adjustmentNumber, locationId: body.locationId, reason: body.reason, notes: body.notes, createdBy: userId })
    .returning({ id: inventoryAdjustments.id });
  const id = adjustment!.id;

  const movements = [];
  for (const [i, line] of lines.entries()) {
    const field = `items.${i}.serialNumbers`;
    const serialIds =
      qty.compare(line.delta, 0) > 0
        ? await receiveSerials(tx, tenantId, field, line.product, body.locationId, line.item.serialNumbers, {
            source: 'ADJUSTMENT',
            sourceId: id,
          })
        : await releaseSerials(tx, field, line.product, body.locationId, line.item.serialNumbers, {
            status: 'ADJUSTED_OUT',
            source: 'ADJUSTMENT',
            sourceId: id,
          });
    await tx.insert(inventoryAdjustmentItems).values({
      tenantId,
      adjustmentId: id,
      productId: line.product.id,
      uomId: line.item.uomId,
      mode: line.item.mode,
      quantity: line.item.quantity,
      previousOnHand: line.before,
      baseDelta: line.delta,
      serialNumbers: line.item.serialNumbers,
    });
    movements.push({
      productId: line.product.id,
      locationId: body.locationId,
      quantity: line.delta,
      uomId: line.item.uomId,
      uomQuantity: line.item.mode === 'count' ? null : line.item.quantity,
      serialIds,
      note: body.reason,
    });
  }
  await postMovements(tx, tenantId, userId, { type: 'ADJUSTMENT', id, number: adjustmentNumber }, movements);
  return { id, adjustmentNumber };
}
