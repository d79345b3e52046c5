import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import { COMPANY_PROFILE_KEYS, shopTimeZoneOf, type companyProfileBody } from '@oim/shared/schemas/company-profile';
import type { Tx } from '../../db/client';
import { salesChannels } from '../../db/schema/sales';
import { companyProfiles } from '../../db/schema/settings';
import { invalid, notFound } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';

type Settings = Record<string, string | null>;

/** Every known key, null where the shop has not set it. */
function complete(settings: Settings): Settings {
  return Object.fromEntries(COMPANY_PROFILE_KEYS.map((k) => [k, settings[k] ?? null]));
}

export function normalize(body: z.output<typeof companyProfileBody>['settings']): Settings {
  const entries = Array.isArray(body) ? body.map((s) => [s.key, s.value] as const) : Object.entries(body);
  return Object.fromEntries(entries.map(([k, v]) => [k, v === undefined || v === null || v.trim() === '' ? null : v.trim()]));
}

export async function shopProfile(tx: Tx) {
  const [row] = await tx
    .select({ id: companyProfiles.id, settings: companyProfiles.settings })
    .from(companyProfiles)
    .where(shopWhere(tx, companyProfiles, isNull(companyProfiles.salesChannelId)));
  return row;
}

/** Any common image becomes a PNG no larger than 512 px; anything else is refused with 422. */
export async function toLogoPng(data: Buffer, mimetype: string): Promise<Buffer> {
  if (!mimetype.startsWith('image/')) throw invalid({ logo: ['The logo must be an image (PNG, JPEG, WebP, GIF or SVG).'] });
  try {
    // As product images: a picture over 40 megapixels is refused from its header, before decoding.
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalid({ logo: ['The file is not an image that can be read.'] });
  }
}

export async function channelProfile(tx: Tx, channelId: number) {
  const [channel] = await tx
    .select({ id: salesChannels.id })
    .from(salesChannels)
    .where(shopWhere(tx, salesChannels, eq(salesChannels.id, channelId)));
  if (!channel) throw notFound('sales channel');
  const [row] = await tx
    .select({ id: companyProfiles.id, settings: companyProfiles.settings })
    .from(companyProfiles)
    .where(shopWhere(tx, companyProfiles, eq(companyProfiles.salesChannelId, channelId)));
  return row;
}

export async function companyProfileValues(tx: Tx): Promise<Settings> {
  return complete((await shopProfile(tx))?.settings ?? {});
}

/** A channel's values: the shop's, with the channel's own non-empty overrides on top. */
export async function effectiveChannelValues(tx: Tx, channelId: number): Promise<{ values: Settings; custom: Settings }> {
  const custom = (await channelProfile(tx, channelId))?.settings ?? {};
  const values = { ...(await companyProfileValues(tx)) };
  for (const [k, v] of Object.entries(custom)) if (v !== null) values[k] = v;
  return { values, custom };
}

export async function saveSettings(tx: Tx, tenantId: number, channelId: number | null, incoming: Settings): Promise<void> {
  const existing = channelId === null ? await shopProfile(tx) : await channelProfile(tx, channelId);
  const settings = { ...(existing?.settings ?? {}), ...incoming };
  if (existing) {
    await tx
      .update(companyProfiles)
      .set({ settings })
      .where(shopWhere(tx, companyProfiles, eq(companyProfiles.id, existing.id)));
  } else {
    await tx.insert(companyProfiles).values({ tenantId, salesChannelId: channelId, settings });
  }
}

/** What a printed document carries on top: the shop's profile and its logo (a PNG data: URL, or null). */
export async function companyHeader(tx: Tx): Promise<{ company: Settings; logo: string | null }> {
  const [row] = await tx
    .select({ settings: companyProfiles.settings, logo: companyProfiles.logo })
    .from(companyProfiles)
    .where(shopWhere(tx, companyProfiles, isNull(companyProfiles.salesChannelId)));
  return {
    company: complete(row?.settings ?? {}),
    logo: row?.logo ? `data:image/png;base64,${row.logo.toString('base64')}` : null,
  };
}

/** The shop's time zone (its company profile's time_zone; Asia/Manila when unset): documents print instants in it. */
export async function shopTimeZone(tx: Tx): Promise<string> {
  return shopTimeZoneOf((await shopProfile(tx))?.settings?.time_zone);
}
