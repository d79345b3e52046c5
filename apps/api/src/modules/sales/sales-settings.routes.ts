import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { salesSettingsBody } from '@oim/shared/schemas/sales';
import type { Tx } from '../../db/client';
import { salesSettings } from '../../db/schema/sales';
import { createRouter } from '../../platform/http/routes';
import { shopWhere } from '../../platform/resource/rows';

const settingsSchema = z.object({ requirePriceOverride: z.boolean(), maxDiscountPercent: z.number().nullable() });

async function currentSettings(tx: Tx) {
  const [row] = await tx
    .select({ requirePriceOverride: salesSettings.requirePriceOverride, maxDiscountPercent: salesSettings.maxDiscountPercent })
    .from(salesSettings)
    .where(shopWhere(tx, salesSettings, undefined));
  return {
    requirePriceOverride: row?.requirePriceOverride ?? false,
    maxDiscountPercent: row?.maxDiscountPercent === null || row?.maxDiscountPercent === undefined ? null : Number(row.maxDiscountPercent),
  };
}

/** The shop's selling rules at the counter: prices below a product's minimum and large discounts. */
export function registerSalesSettingRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Sales settings');

  r.get('setting/sales-settings', {
    access: 'user',
    summary: 'Whether low prices and large discounts need Override Prices, and the discount cap',
    response: { 200: z.object({ data: settingsSchema }) },
    handler: async ({ tx }) => ({ data: await currentSettings(tx) }),
  });

  r.put('setting/sales-settings', {
    access: 'Edit Sales Settings',
    summary: 'Require Override Prices for a price below the minimum or a discount above the cap',
    body: salesSettingsBody,
    response: { 200: z.object({ message: z.string(), data: settingsSchema }) },
    handler: async ({ tx, tenant, body }) => {
      const values = { requirePriceOverride: body.requirePriceOverride, maxDiscountPercent: body.maxDiscountPercent };
      await tx
        .insert(salesSettings)
        .values({ tenantId: tenant.id, ...values })
        .onConflictDoUpdate({ target: salesSettings.tenantId, set: { ...values, updatedAt: new Date() } });
      return { message: 'Updated successfully.', data: await currentSettings(tx) };
    },
  });
}
