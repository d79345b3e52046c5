import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRINTER_DEFAULTS, printerSettingsBody, type PrinterSettings } from '@oim/shared/schemas/masterfile';
import type { Tx } from '../../db/client';
import { printerSettings } from '../../db/schema/settings';
import { createRouter } from '../../platform/http/routes';
import { shopWhere } from '../../platform/resource/rows';

const settingsSchema = z.object({ receiptWidth: z.number(), copies: z.number(), printAutomatically: z.boolean(), showLogo: z.boolean() });

async function current(tx: Tx): Promise<PrinterSettings> {
  const [row] = await tx
    .select({
      receiptWidth: printerSettings.receiptWidth,
      copies: printerSettings.copies,
      printAutomatically: printerSettings.printAutomatically,
      showLogo: printerSettings.showLogo,
    })
    .from(printerSettings)
    .where(shopWhere(tx, printerSettings, undefined));
  return row ? { ...row, receiptWidth: row.receiptWidth as 58 | 80 } : PRINTER_DEFAULTS;
}

export function registerPrinterSettingRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Printer settings');

  r.get('setting/printer-settings', {
    access: 'user',
    summary: 'Receipt width (58 or 80 mm), copies, print automatically after a sale, show logo',
    response: { 200: z.object({ data: settingsSchema }) },
    handler: async ({ tx }) => ({ data: await current(tx) }),
  });

  r.put('setting/printer-settings', {
    access: 'Edit Printer Settings',
    summary: 'Save the printer settings',
    body: printerSettingsBody,
    response: { 200: z.object({ message: z.string(), data: settingsSchema }) },
    handler: async ({ tx, tenant, body }) => {
      await tx
        .insert(printerSettings)
        .values({ tenantId: tenant.id, ...body })
        .onConflictDoUpdate({ target: printerSettings.tenantId, set: { ...body, updatedAt: new Date() } });
      return { message: 'Updated successfully.', data: await current(tx) };
    },
  });
}
