import { isNull } from 'drizzle-orm';
import { PRINTER_DEFAULTS } from '@oim/shared/schemas/masterfile';
import type { Tx } from '../../db/client';
import { companyProfiles, printerSettings } from '../../db/schema/settings';
import { shopWhere } from '../../platform/resource/rows';

type Settings = Record<string, string | null>;

/** The channel's company settings: the shop's, with the channel's own on top. */
export async function companyFor(tx: Tx, channelId: number): Promise<Settings> {
  const rows = await tx
    .select({ channel: companyProfiles.salesChannelId, settings: companyProfiles.settings })
    .from(companyProfiles)
    .where(shopWhere(tx, companyProfiles, undefined));
  const shop = rows.find((r) => r.channel === null)?.settings ?? {};
  const own = rows.find((r) => r.channel === channelId)?.settings ?? {};
  const merged: Settings = { ...shop };
  for (const [k, v] of Object.entries(own)) if (v !== null && v !== '') merged[k] = v;
  return merged;
}

async function logoDataUrl(tx: Tx): Promise<string | null> {
  const [row] = await tx
    .select({ logo: companyProfiles.logo })
    .from(companyProfiles)
    .where(shopWhere(tx, companyProfiles, isNull(companyProfiles.salesChannelId)));
  return row?.logo ? `data:image/png;base64,${row.logo.toString('base64')}` : null;
}

export async function printer(tx: Tx) {
  const [row] = await tx
    .select()
    .from(printerSettings)
    .where(shopWhere(tx, printerSettings, undefined));
  return row
    ? { receiptWidth: row.receiptWidth, copies: row.copies, printAutomatically: row.printAutomatically, showLogo: row.showLogo }
    : PRINTER_DEFAULTS;
}

/** What heads a document of a channel: the company settings, and the logo when the printer settings show it. */
export async function documentHeaderOf(tx: Tx, channelId: number) {
  const settings = await printer(tx);
  return { company: await companyFor(tx, channelId), logo: settings.showLogo ? await logoDataUrl(tx) : null, printer: settings };
}
