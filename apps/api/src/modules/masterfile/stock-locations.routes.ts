import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stockLocationBody, stockLocationUpdateBody } from '@oim/shared/schemas/stock-locations';
import { stockLevels } from '../../db/schema/inventory';
import { salesChannels } from '../../db/schema/sales';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud, type CreateOptions } from '../../platform/resource/crud';
import { stockLocationResource } from './stock-locations.resource';
import { ensureStockRows } from '../inventory';
import { shopWhere } from '../../platform/resource/rows';

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
        await tx
          .delete(stockLevels)
          .where(shopWhere(tx, stockLevels, and(eq(stockLevels.locationId, existing.id), eq(stockLevels.onHand, '0'))));
      },
    },
    update: {
      body: stockLocationUpdateBody,
      // A channel sells from its picking location: that one stays sellable while a channel picks from it.
      before: async ({ tx }, values, existing) => {
        if (values.sellable !== false) return;
        const [channel] = await tx
          .select({ name: salesChannels.name })
          .from(salesChannels)
          .where(shopWhere(tx, salesChannels, eq(salesChannels.defaultPickingWarehouseId, existing.id as number)))
          .limit(1);
        if (channel)
          throw invalid({ sellable: [`The sales channel ${channel.name} sells from this location: pick another location for it first.`] });
      },
    },
  });
}
