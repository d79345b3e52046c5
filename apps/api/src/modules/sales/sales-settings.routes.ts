import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { salesSettingsBody } from '@oim/shared/schemas/sales';
import type { Tx } from '../../db/client';
import { DEFAULT_BASIC_NECESSITY_WEEKLY_CAP } from '@oim/shared/pos/tax';
import { salesSettings } from '../../db/schema/sales';
import { createRouter } from '../../platform/http/routes';
import { shopWhere } from '../../platform/resource/rows';
import { basicNecessityAllowance } from './basic-necessity-cap';

const settingsSchema = z.object({
  requirePriceOverride: z.boolean(),
  maxDiscountPercent: z.number().nullable(),
  basicNecessityWeeklyCap: z.number(),
});

async function currentSettings(tx: Tx) {
  const [row] = await tx
    .select({
      requirePriceOverride: salesSettings.requirePriceOverride,
      maxDiscountPercent: salesSettings.maxDiscountPercent,
      basicNecessityWeeklyCap: salesSettings.basicNecessityWeeklyCap,
    })
    .from(salesSettings)
    .where(shopWhere(tx, salesSettings, undefined));
  return {
    requirePriceOverride: row?.requirePriceOverride ?? false,
    maxDiscountPercent: row?.maxDiscountPercent === null || row?.maxDiscountPercent === undefined ? null : Number(row.maxDiscountPercent),
    basicNecessityWeeklyCap: row ? Number(row.basicNecessityWeeklyCap) : DEFAULT_BASIC_NECESSITY_WEEKLY_CAP,
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
      const values = {
        requirePriceOverride: body.requirePriceOverride,
        maxDiscountPercent: body.maxDiscountPercent,
        ...(body.basicNecessityWeeklyCap !== undefined ? { basicNecessityWeeklyCap: String(body.basicNecessityWeeklyCap) } : {}),
      };
      await tx
        .insert(salesSettings)
        .values({ tenantId: tenant.id, ...values })
        .onConflictDoUpdate({ target: salesSettings.tenantId, set: { ...values, updatedAt: new Date() } });
      return { message: 'Updated successfully.', data: await currentSettings(tx) };
    },
  });

  r.get('sales/special-discount/basic-necessity-allowance', {
    access: 'Create Sales Orders',
    summary: "What is left this week of a purchase booklet's cap of basic necessities that take the senior citizen / PWD 5%",
    query: z.object({
      bookletNumber: z.string().trim().min(1, { error: 'Give the purchase booklet number.' }).max(50),
      salesOrderId: z.coerce.number().int().positive().optional(),
    }),
    response: {
      200: z.object({
        data: z.object({ cap: z.number(), used: z.number(), remaining: z.number(), weekStart: z.string(), weekEnd: z.string() }),
      }),
    },
    handler: async ({ tx, query }) => ({
      data: await basicNecessityAllowance(tx, query.bookletNumber, query.salesOrderId ? { saleId: query.salesOrderId } : {}),
    }),
  });
}
