import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ADJUSTMENT_MODES, STOCK_SOURCES, storedSerialNumbers } from '@oim/shared/schemas/inventory';
import {
  inventoryAdjustmentItems,
  inventoryAdjustments,
  serialNumbers,
  stockMovementSerials,
  stockMovements,
  stockTransferItems,
  stockTransfers,
} from '../../db/schema/inventory';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';
import { shopWhere } from '../../platform/resource/rows';

export const stockMovementResource = defineResource({
  name: 'stockMovements',
  label: 'stock movement',
  table: stockMovements,
  fields: {
    id: { column: stockMovements.id, type: 'integer' },
    productId: { column: stockMovements.productId, type: 'integer' },
    locationId: { column: stockMovements.locationId, type: 'integer' },
    quantity: { column: stockMovements.quantity, type: 'decimal' },
    balanceAfter: { column: stockMovements.balanceAfter, type: 'decimal' },
    uomId: { column: stockMovements.uomId, type: 'integer', nullable: true },
    uomQuantity: { column: stockMovements.uomQuantity, type: 'decimal', nullable: true },
    sourceType: { column: stockMovements.sourceType, type: 'enum', values: STOCK_SOURCES },
    sourceId: { column: stockMovements.sourceId, type: 'integer' },
    sourceNumber: { column: stockMovements.sourceNumber, type: 'text', nullable: true, search: true },
    unitCost: { column: stockMovements.unitCost, type: 'decimal', nullable: true, requires: 'View Product Cost' },
    note: { column: stockMovements.note, type: 'text', nullable: true },
    createdBy: { column: stockMovements.createdBy, type: 'integer', nullable: true },
    createdAt: { column: stockMovements.createdAt, type: 'datetime' },
  },
  relations: {
    product: belongsTo('products', 'productId'),
    location: belongsTo('stockLocations', 'locationId'),
    uom: belongsTo('unitsOfMeasure', 'uomId'),
    createdByUser: belongsTo('users', 'createdBy'),
    serialNumbers: {
      kind: 'custom',
      schema: z.array(z.string()),
      load: async (tx, rows) => {
        const links = await tx
          .select({ movementId: stockMovementSerials.movementId, serial: serialNumbers.serialNumber })
          .from(stockMovementSerials)
          .innerJoin(
            serialNumbers,
            and(eq(serialNumbers.tenantId, stockMovementSerials.tenantId), eq(serialNumbers.id, stockMovementSerials.serialId)),
          )
          .where(
            shopWhere(
              tx,
              stockMovementSerials,
              inArray(
                stockMovementSerials.movementId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(serialNumbers.serialNumber);
        const map = new Map<number, string[]>(rows.map((r) => [r.id, []]));
        for (const l of links) map.get(Number(l.movementId))?.push(l.serial);
        return map;
      },
    },
  },
  defaultSort: [
    { column: 'createdAt', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
});

export const adjustmentItemResource = defineResource({
  name: 'inventoryAdjustmentItems',
  label: 'adjustment item',
  table: inventoryAdjustmentItems,
  fields: {
    id: { column: inventoryAdjustmentItems.id, type: 'integer' },
    adjustmentId: { column: inventoryAdjustmentItems.adjustmentId, type: 'integer' },
    productId: { column: inventoryAdjustmentItems.productId, type: 'integer' },
    uomId: { column: inventoryAdjustmentItems.uomId, type: 'integer' },
    mode: { column: inventoryAdjustmentItems.mode, type: 'enum', values: ADJUSTMENT_MODES },
    quantity: { column: inventoryAdjustmentItems.quantity, type: 'decimal' },
    previousOnHand: { column: inventoryAdjustmentItems.previousOnHand, type: 'decimal' },
    baseDelta: { column: inventoryAdjustmentItems.baseDelta, type: 'decimal' },
    serialNumbers: {
      column: inventoryAdjustmentItems.serialNumbers,
      type: 'json',
      schema: storedSerialNumbers,
      filter: false,
      sort: false,
    },
  },
  relations: {
    adjustment: belongsTo('inventoryAdjustments', 'adjustmentId'),
    product: belongsTo('products', 'productId'),
    uom: belongsTo('unitsOfMeasure', 'uomId'),
  },
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

export const adjustmentResource = defineResource({
  name: 'inventoryAdjustments',
  label: 'inventory adjustment',
  table: inventoryAdjustments,
  fields: {
    id: { column: inventoryAdjustments.id, type: 'integer' },
    adjustmentNumber: { column: inventoryAdjustments.adjustmentNumber, type: 'text', search: true },
    locationId: { column: inventoryAdjustments.locationId, type: 'integer' },
    reason: { column: inventoryAdjustments.reason, type: 'text', search: true },
    notes: { column: inventoryAdjustments.notes, type: 'text', nullable: true, search: true },
    createdBy: { column: inventoryAdjustments.createdBy, type: 'integer', nullable: true },
    createdAt: { column: inventoryAdjustments.createdAt, type: 'datetime' },
  },
  relations: {
    location: belongsTo('stockLocations', 'locationId'),
    items: hasMany('inventoryAdjustmentItems', 'adjustmentId'),
    createdByUser: belongsTo('users', 'createdBy'),
  },
  defaultSort: [{ column: 'id', direction: 'desc' }],
});

export const transferItemResource = defineResource({
  name: 'stockTransferItems',
  label: 'transfer item',
  table: stockTransferItems,
  fields: {
    id: { column: stockTransferItems.id, type: 'integer' },
    transferId: { column: stockTransferItems.transferId, type: 'integer' },
    productId: { column: stockTransferItems.productId, type: 'integer' },
    uomId: { column: stockTransferItems.uomId, type: 'integer' },
    quantity: { column: stockTransferItems.quantity, type: 'decimal' },
    baseQuantity: { column: stockTransferItems.baseQuantity, type: 'decimal' },
    serialNumbers: { column: stockTransferItems.serialNumbers, type: 'json', schema: storedSerialNumbers, filter: false, sort: false },
  },
  relations: {
    transfer: belongsTo('stockTransfers', 'transferId'),
    product: belongsTo('products', 'productId'),
    uom: belongsTo('unitsOfMeasure', 'uomId'),
  },
  defaultSort: [{ column: 'id', direction: 'asc' }],
});

export const transferResource = defineResource({
  name: 'stockTransfers',
  label: 'stock transfer',
  table: stockTransfers,
  fields: {
    id: { column: stockTransfers.id, type: 'integer' },
    transferNumber: { column: stockTransfers.transferNumber, type: 'text', search: true },
    sourceWarehouseId: { column: stockTransfers.sourceWarehouseId, type: 'integer' },
    destinationWarehouseId: { column: stockTransfers.destinationWarehouseId, type: 'integer' },
    notes: { column: stockTransfers.notes, type: 'text', nullable: true, search: true },
    createdBy: { column: stockTransfers.createdBy, type: 'integer', nullable: true },
    createdAt: { column: stockTransfers.createdAt, type: 'datetime' },
  },
  relations: {
    sourceWarehouse: belongsTo('stockLocations', 'sourceWarehouseId'),
    destinationWarehouse: belongsTo('stockLocations', 'destinationWarehouseId'),
    items: hasMany('stockTransferItems', 'transferId'),
    createdByUser: belongsTo('users', 'createdBy'),
  },
  defaultSort: [{ column: 'id', direction: 'desc' }],
});
