import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { qty } from '@oim/shared/decimal';
import type { transferBody } from '@oim/shared/schemas/inventory';
import type { Tx } from '../../db/client';
import { stockTransferItems, stockTransfers } from '../../db/schema/inventory';
import { stockLocations } from '../../db/schema/masterfile';
import { invalid, type FieldErrors } from '../../platform/errors';
import { productsById, requireStocked, toBaseQuantity, unitsById } from './catalogue';
import { nextDocumentNumber } from '../../platform/documents';
import { checkSerialCount, releaseSerials } from './serial-moves';
import { lockOnHand, postMovements, type Movement } from './stock-ledger';
import { shopWhere } from '../../platform/resource/rows';

export type TransferBody = z.output<typeof transferBody>;

/**
 * Posts a stock transfer in the caller's transaction: stock (and its serial numbers) leaves the
 * source location and arrives at the destination through the ledger, under a gap-free number.
 */
export async function postTransfer(
  tx: Tx,
  tenantId: number,
  userId: number,
  body: TransferBody,
): Promise<{ id: number; transferNumber: string }> {
  const errors: FieldErrors = {};
  if (body.sourceWarehouseId === body.destinationWarehouseId)
    errors.destinationWarehouseId = ['The destination must differ from the source.'];
  const locations = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, inArray(stockLocations.id, [body.sourceWarehouseId, body.destinationWarehouseId])));
  if (!locations.some((l) => l.id === body.sourceWarehouseId)) errors.sourceWarehouseId = ['The selected source location is invalid.'];
  if (!locations.some((l) => l.id === body.destinationWarehouseId))
    errors.destinationWarehouseId = ['The selected destination location is invalid.'];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const products = await productsById(
    tx,
    body.items.map((i) => i.productId),
    'items',
  );
  const units = await unitsById(
    tx,
    body.items.map((i) => i.uomId),
  );
  const lines = body.items.map((item, i) => {
    const product = products.get(item.productId)!;
    requireStocked(`items.${i}.productId`, product);
    const base = toBaseQuantity(`items.${i}.uomId`, product, units.get(item.uomId), item.quantity);
    checkSerialCount(`items.${i}.serialNumbers`, product, base, item.serialNumbers);
    return { item, product, base };
  });

  // Every stock row the transfer touches, at both locations, locked at once in the ledger's
  // (location, product) order and before its serial numbers, as adjustments do: crossing
  // transfers, or a transfer and a write-off of the same serial, cannot wait on each other.
  await lockOnHand(
    tx,
    tenantId,
    lines.flatMap(({ product }) =>
      [body.sourceWarehouseId, body.destinationWarehouseId].map((locationId) => ({ productId: product.id, locationId })),
    ),
  );

  const transferNumber = await nextDocumentNumber(tx, tenantId, 'transfer');
  const [transfer] = await tx
    .insert(stockTransfers)
    .values({
      tenantId: tenantId,
      transferNumber,
      sourceWarehouseId: body.sourceWarehouseId,
      destinationWarehouseId: body.destinationWarehouseId,
      notes: body.notes,
      createdBy: userId,
    })
    .returning({ id: stockTransfers.id });
  const id = transfer!.id;

  const out: Movement[] = [];
  const into: Movement[] = [];
  for (const [i, line] of lines.entries()) {
    const serialIds = await releaseSerials(tx, `items.${i}.serialNumbers`, line.product, body.sourceWarehouseId, line.item.serialNumbers, {
      toLocationId: body.destinationWarehouseId,
      source: 'STOCK_TRANSFER',
      sourceId: id,
    });
    await tx.insert(stockTransferItems).values({
      tenantId: tenantId,
      transferId: id,
      productId: line.product.id,
      uomId: line.item.uomId,
      quantity: line.item.quantity,
      baseQuantity: line.base,
      serialNumbers: line.item.serialNumbers,
    });
    const common = { productId: line.product.id, uomId: line.item.uomId, serialIds };
    out.push({
      ...common,
      locationId: body.sourceWarehouseId,
      quantity: qty.sub(0, line.base),
      uomQuantity: qty.sub(0, line.item.quantity),
    });
    into.push({ ...common, locationId: body.destinationWarehouseId, quantity: line.base, uomQuantity: line.item.quantity });
  }
  await postMovements(tx, tenantId, userId, { type: 'TRANSFER_OUT', id, number: transferNumber }, out);
  await postMovements(tx, tenantId, userId, { type: 'TRANSFER_IN', id, number: transferNumber }, into);
  return { id, transferNumber };
}
