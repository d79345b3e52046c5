import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { salesChannelBody, salesChannelUpdateBody } from '@oim/shared/schemas/sales-channels';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { stockLocations } from '../../db/schema/masterfile';
import { salesChannels, salesChannelUsers } from '../../db/schema/sales';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { selectRows, shopWhere } from '../../platform/resource/rows';
import { recordSchema } from '../../platform/resource/schema';
import { salesChannelResource } from './sales-channels.resource';

/** Replaces the users assigned to a channel; every id must be a user of this shop. */
async function assignUsers(tx: Tx, tenantId: number, channelId: number, userIds: number[] | undefined): Promise<void> {
  if (userIds === undefined) return;
  const wanted = [...new Set(userIds)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(shopWhere(tx, users, inArray(users.id, wanted)));
    if (found.length !== wanted.length) throw invalid({ userIds: ['The selected user is invalid.'] });
  }
  await tx.delete(salesChannelUsers).where(shopWhere(tx, salesChannelUsers, eq(salesChannelUsers.salesChannelId, channelId)));
  if (wanted.length > 0) {
    await tx.insert(salesChannelUsers).values(wanted.map((userId) => ({ tenantId, salesChannelId: channelId, userId })));
  }
}

/** A channel sells from its picking location, so that location must hold goods for sale (422 otherwise). */
async function checkSellableLocation(tx: Tx, locationId: number | null | undefined): Promise<void> {
  if (!locationId) return;
  const [location] = await tx
    .select({ name: stockLocations.name, sellable: stockLocations.sellable })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, eq(stockLocations.id, locationId)));
  if (location && !location.sellable)
    throw invalid({
      defaultPickingWarehouseId: [`${location.name} is not a sellable location: a sales channel cannot sell from it.`],
    });
}

export function registerSalesChannelRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Sales channels');

  r.get('sales/sales-channels/my', {
    access: 'user',
    summary: 'The active channels assigned to the signed-in user',
    response: { 200: z.object({ data: z.array(recordSchema(salesChannelResource)) }) },
    handler: async ({ tx, user }) => {
      const links = await tx
        .select({ id: salesChannelUsers.salesChannelId })
        .from(salesChannelUsers)
        .where(shopWhere(tx, salesChannelUsers, eq(salesChannelUsers.userId, user.id)));
      if (links.length === 0) return { data: [] };
      const rows = await selectRows(tx, salesChannelResource, {
        where: inArray(
          salesChannels.id,
          links.map((l) => l.id),
        ),
        orderBy: [sql`lower(${salesChannels.name})`],
      });
      return { data: rows.filter((c) => c.isActive) };
    },
  });

  registerCrud(r, {
    path: 'sales/sales-channels',
    resource: salesChannelResource,
    access: { list: 'View Channel', create: 'Create Channel', update: 'Edit Channel', delete: 'Delete Channel' },
    with: ['defaultPickingWarehouse', 'users'],
    create: {
      body: salesChannelBody,
      before: async ({ tx }, values) => checkSellableLocation(tx, values.defaultPickingWarehouseId),
      after: async ({ tx, tenant }, id, values) => assignUsers(tx, tenant.id, id, values.userIds),
    },
    update: {
      body: salesChannelUpdateBody,
      before: async ({ tx }, values) => checkSellableLocation(tx, values.defaultPickingWarehouseId),
      after: async ({ tx, tenant }, id, values) => assignUsers(tx, tenant.id, id, values.userIds),
    },
  });
}
