import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commissionSettingBody } from '@oim/shared/schemas/masterfile';
import { salesChannels } from '../../db/schema/sales';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { shopWhere } from '../../platform/resource/rows';

const channelParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Commission on or off per sales channel (spec 7.3). */
export function registerCommissionSettingRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Commission settings');

  r.get('setting/commission-settings', {
    access: ['View Channel', 'Edit Channel'],
    summary: 'Every channel with its commission setting',
    response: {
      200: z.object({ data: z.array(z.object({ sales_channel_id: z.number(), name: z.string(), is_commission_enabled: z.boolean() })) }),
    },
    handler: async ({ tx }) => ({
      data: (
        await tx
          .select({ id: salesChannels.id, name: salesChannels.name, enabled: salesChannels.isCommissionEnabled })
          .from(salesChannels)
          .where(shopWhere(tx, salesChannels, undefined))
          .orderBy(asc(salesChannels.name))
      ).map((c) => ({ sales_channel_id: c.id, name: c.name, is_commission_enabled: c.enabled })),
    }),
  });

  r.get('setting/commission-settings/sales-channel/:id', {
    access: 'user',
    summary: 'Whether a channel asks who earns the commission on services',
    params: channelParam,
    response: { 200: z.object({ data: z.object({ sales_channel_id: z.number(), is_commission_enabled: z.boolean() }) }) },
    handler: async ({ tx, params }) => {
      const [row] = await tx
        .select({ enabled: salesChannels.isCommissionEnabled })
        .from(salesChannels)
        .where(shopWhere(tx, salesChannels, eq(salesChannels.id, params.id)));
      if (!row) throw notFound('sales channel');
      return { data: { sales_channel_id: params.id, is_commission_enabled: row.enabled } };
    },
  });

  r.post('setting/commission-settings/sales-channel', {
    access: 'Edit Channel',
    summary: 'Turn commission on or off for a channel',
    body: commissionSettingBody,
    response: {
      200: z.object({ message: z.string(), data: z.object({ sales_channel_id: z.number(), is_commission_enabled: z.boolean() }) }),
    },
    handler: async ({ tx, body }) => {
      const [row] = await tx
        .update(salesChannels)
        .set({ isCommissionEnabled: body.is_enabled })
        .where(shopWhere(tx, salesChannels, eq(salesChannels.id, body.sales_channel_id)))
        .returning({ id: salesChannels.id, enabled: salesChannels.isCommissionEnabled });
      if (!row) throw notFound('sales channel');
      return { message: 'Updated successfully.', data: { sales_channel_id: row.id, is_commission_enabled: row.enabled } };
    },
  });
}
