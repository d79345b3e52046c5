import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { transferBody } from '@oim/shared/schemas/inventory';
import { stockTransferItems, stockTransfers } from '../../db/schema/inventory';
import { stockLocations } from '../../db/schema/masterfile';
import { invalid, type FieldErrors } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { findResource } from '../../platform/resource/list';
import { messageDataSchema } from '../../platform/resource/schema';
import { productsById, requireStocked, toBaseQuantity, unitsById } from './catalog';
import { nextDocumentNumber } from './document-numbers';
import { transferItemResource, transferResource } from './movements-resource';
import { checkSerialCount, releaseSerials } from './serials';
import { lockOnHand, postMovements, type Movement } from './stock-ledger';
import { qty } from '@oim/shared/decimal';

const transferWith = ['sourceWarehouse', 'destinationWarehouse', 'createdByUser', 'items.product', 'items.uom'];

export function registerTransferRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Stock transfers');

  registerCrud(r, {
    path: 'inventory/stock-transfers',
    resource: transferResource,
    access: { list: 'View Stock Transfers' },
    with: transferWith,
  });
  registerCrud(r, { path: 'inventory/stock-transfer-items', resource: transferItemResource, access: { list: 'View Stock Transfers' } });

  /** Moves stock (and its serial numbers) from one location to another in one transaction. */
  r.post('inventory/stock-transfers', {
    access: 'Create Stock Transfers',
    summary: 'Transfer stock between locations',
    body: transferBody,
    status: 201,
    response: { 201: messageDataSchema(transferResource) },
    handler: async ({ tx, tenant, user, body }) => {
      const errors: FieldErrors = {};
      if (body.sourceWarehouseId === body.destinationWarehouseId)
        errors.destinationWarehouseId = ['The destination must differ from the source.'];
      const locations = await tx
        .select({ id: stockLocations.id })
        .from(stockLocations)
        .where(inArray(stockLocations.id, [body.sourceWarehouseId, body.destinationWarehouseId]));
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
        tenant.id,
        lines.flatMap(({ product }) =>
          [body.sourceWarehouseId, body.destinationWarehouseId].map((locationId) => ({ productId: product.id, locationId })),
        ),
      );

      const transferNumber = await nextDocumentNumber(tx, tenant.id, 'transfer');
      const [transfer] = await tx
        .insert(stockTransfers)
        .values({
          tenantId: tenant.id,
          transferNumber,
          sourceWarehouseId: body.sourceWarehouseId,
          destinationWarehouseId: body.destinationWarehouseId,
          notes: body.notes,
          createdBy: user.id,
        })
        .returning({ id: stockTransfers.id });
      const id = transfer!.id;

      const out: Movement[] = [];
      const into: Movement[] = [];
      for (const [i, line] of lines.entries()) {
        const serialIds = await releaseSerials(
          tx,
          `items.${i}.serialNumbers`,
          line.product,
          body.sourceWarehouseId,
          line.item.serialNumbers,
          {
            status: 'IN_STOCK',
            toLocationId: body.destinationWarehouseId,
            source: 'STOCK_TRANSFER',
            sourceId: id,
          },
        );
        await tx.insert(stockTransferItems).values({
          tenantId: tenant.id,
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
      await postMovements(tx, tenant.id, user.id, { type: 'TRANSFER_OUT', id, number: transferNumber }, out);
      await postMovements(tx, tenant.id, user.id, { type: 'TRANSFER_IN', id, number: transferNumber }, into);
      return { message: 'Transfer posted successfully.', data: (await findResource(tx, transferResource, id, transferWith, user))! };
    },
  });
}
