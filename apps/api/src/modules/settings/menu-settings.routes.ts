import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { menuSettingsBody } from '@oim/shared/schemas/masterfile';
import type { Tx } from '../../db/client';
import { menuSettings } from '../../db/schema/settings';
import { createRouter } from '../../platform/http/routes';
import { shopWhere } from '../../platform/resource/rows';

const answer = z.object({ data: z.record(z.string(), z.record(z.string(), z.boolean())) });

async function current(tx: Tx): Promise<Record<string, Record<string, boolean>>> {
  const [row] = await tx
    .select({ settings: menuSettings.settings })
    .from(menuSettings)
    .where(shopWhere(tx, menuSettings, undefined));
  return row?.settings ?? {};
}

/** Which navigation entries the shop shows (spec 2.2: per-item visibility in some sections). */
export function registerMenuSettingRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Menu settings');

  r.get('setting/menu-settings', {
    access: 'user',
    summary: 'A visible flag per menu label per section (missing means visible)',
    response: { 200: answer },
    handler: async ({ tx }) => ({ data: await current(tx) }),
  });

  r.put('setting/menu-settings', {
    access: 'Edit Menu Settings',
    summary: 'Save the visible flags (sections not sent are kept)',
    body: menuSettingsBody,
    response: { 200: answer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant, body }) => {
      const settings = { ...(await current(tx)), ...body.settings } as Record<string, Record<string, boolean>>;
      await tx
        .insert(menuSettings)
        .values({ tenantId: tenant.id, settings })
        .onConflictDoUpdate({ target: menuSettings.tenantId, set: { settings, updatedAt: new Date() } });
      return { message: 'Updated successfully.', data: settings };
    },
  });
}
