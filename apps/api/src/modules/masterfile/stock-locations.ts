import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stockLocationBody, stockLocationUpdateBody } from '@oim/shared/schemas/stock-locations';
import { stockLevels } from '../../db/schema/inventory';
import { stockLocations } from '../../db/schema/masterfile';
import { createRouter } from '../../platform/http/routes';
import { registerCrud, type CreateOptions } from '../../platform/resource/crud';
import { defineResource } from '../../platform/resource/define';
import { ensureStockRows } from '../inventory/products';

export const stockLocationResource = defineResource({
  name: 'stockLocations',
  label: 'stock location',
  table: stockLocations,
  fields: {
    id: { column: stockLocations.id, type: 'integer' },
    name: { column: stockLocations.name, type: 'text', search: true },
    code: { column: stockLocations.code, type: 'text', search: true },
    address: { column: stockLocations.address, type: 'text', nullable: true, search: true },
    isActive: { column: stockLocations.isActive, type: 'boolean' },
    createdAt: { column: stockLocations.createdAt, type: 'datetime' },
    updatedAt: { column: stockLocations.updatedAt, type: 'datetime' },
  },
  // The location of a sale, a stock row or a channel's picking warehouse, by name.
  lookup: ['id', 'name', 'code'],
  defaultSort: [{ column: 'name', direction: 'asc' }],
});

/** A new location gets a stock row (at zero) for every physical product. */
export const stockLocationCreate: CreateOptions<typeof stockLocationBody> = {
  body: stockLocationBody,
  after: async ({ tx, tenant }, id) => ensureStockRows(tx, tenant.id, { locationId: id }),
};

export function registerStockLocationRoutes(app: FastifyInstance): void {
  registerCrud(createRouter(app, 'Stock locations'), {
    path: 'masterfile/stock-locations',
    resource: stockLocationResource,
    access: {
      list: 'View Stock Locations',
      create: 'Create Stock Locations',
      update: 'Edit Stock Locations',
      delete: 'Delete Stock Locations',
    },
    create: stockLocationCreate,
    remove: {
      // Empty stock rows go with the location; stock on hand or a ledger history keeps it (409).
      before: async ({ tx }, existing) => {
        await tx.delete(stockLevels).where(and(eq(stockLevels.locationId, existing.id), eq(stockLevels.onHand, '0')));
      },
    },
    update: { body: stockLocationUpdateBody },
  });
}
