import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { channelProfileBody, companyProfileBody } from '@oim/shared/schemas/company-profile';
import { companyProfiles } from '../../db/schema/settings';
import { invalid } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import {
  normalize,
  shopProfile,
  toLogoPng,
  channelProfile,
  companyProfileValues,
  effectiveChannelValues,
  saveSettings,
} from './company-profile-values';
import { shopWhere } from '../../platform/resource/rows';

const channelParam = z.object({ channelId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const mapAnswer = z.object({ data: z.record(z.string(), z.string().nullable()) });
const listAnswer = z.object({
  data: z.array(z.object({ key: z.string(), value: z.string().nullable(), isCustom: z.boolean().optional() })),
});

export function registerCompanyProfileRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Company profile');

  r.get('setting/company-profiles', {
    access: 'user',
    summary: "The shop's profile as a list of key/value settings",
    response: { 200: listAnswer },
    handler: async ({ tx }) => ({
      data: Object.entries(await companyProfileValues(tx)).map(([key, value]) => ({ key, value })),
    }),
  });

  r.get('setting/company-profiles/value', {
    access: 'user',
    summary: "The shop's profile as a map (company_name, phone, ...)",
    response: { 200: mapAnswer },
    handler: async ({ tx }) => ({ data: await companyProfileValues(tx) }),
  });

  r.post('setting/company-profiles', {
    access: 'Edit Company Profile',
    summary: "Save some of the shop's settings (others are kept)",
    body: companyProfileBody,
    response: { 200: mapAnswer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant, body }) => {
      await saveSettings(tx, tenant.id, null, normalize(body.settings));
      return { message: 'Updated successfully.', data: await companyProfileValues(tx) };
    },
  });

  r.get('setting/company-profiles/settings-id', {
    access: 'user',
    summary: "The id of the shop's profile record",
    response: { 200: z.object({ data: z.object({ id: z.number().nullable() }) }) },
    handler: async ({ tx }) => ({ data: { id: (await shopProfile(tx))?.id ?? null } }),
  });

  r.get('setting/company-profiles/logo-base64', {
    access: 'user',
    summary: "The shop's logo as a PNG data URL for receipts and PDFs (null when none is uploaded)",
    response: { 200: z.object({ data: z.string().nullable() }) },
    handler: async ({ tx }) => {
      const [row] = await tx
        .select({ logo: companyProfiles.logo })
        .from(companyProfiles)
        .where(shopWhere(tx, companyProfiles, isNull(companyProfiles.salesChannelId)));
      return { data: row?.logo ? `data:image/png;base64,${row.logo.toString('base64')}` : null };
    },
  });

  r.post('setting/company-profiles/logo', {
    access: 'Edit Company Profile',
    summary: "Upload the shop's logo (an image of at most 10 MB; stored as a PNG of at most 512 px)",
    multipart: { maxFiles: 1, maxFileBytes: 10 * 1024 * 1024 },
    response: { 200: z.object({ message: z.string(), data: z.string() }) },
    handler: async ({ tx, tenant, files }) => {
      const file = files[0];
      if (!file) throw invalid({ logo: ['Choose an image to upload.'] });
      const png = await toLogoPng(file.data, file.mimetype);
      const existing = await shopProfile(tx);
      if (existing)
        await tx
          .update(companyProfiles)
          .set({ logo: png })
          .where(shopWhere(tx, companyProfiles, eq(companyProfiles.id, existing.id)));
      else await tx.insert(companyProfiles).values({ tenantId: tenant.id, settings: {}, logo: png });
      return { message: 'Logo uploaded successfully.', data: `data:image/png;base64,${png.toString('base64')}` };
    },
  });

  r.delete('setting/company-profiles/logo', {
    access: 'Edit Company Profile',
    summary: "Remove the shop's logo",
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx }) => {
      await tx
        .update(companyProfiles)
        .set({ logo: null })
        .where(shopWhere(tx, companyProfiles, isNull(companyProfiles.salesChannelId)));
      return { message: 'Deleted successfully.' };
    },
  });

  r.get('setting/company-profiles/:channelId', {
    access: 'user',
    summary: "A channel's settings: the shop's values with the channel's overrides marked",
    params: channelParam,
    response: { 200: listAnswer },
    handler: async ({ tx, params }) => {
      const { values, custom } = await effectiveChannelValues(tx, params.channelId);
      return {
        data: Object.entries(values).map(([key, value]) => ({ key, value, isCustom: custom[key] !== undefined && custom[key] !== null })),
      };
    },
  });

  r.get('setting/company-profiles/:channelId/value', {
    access: 'user',
    summary: "A channel's effective settings as a map",
    params: channelParam,
    response: { 200: mapAnswer },
    handler: async ({ tx, params }) => ({ data: (await effectiveChannelValues(tx, params.channelId)).values }),
  });

  r.get('setting/company-profiles/:channelId/custom', {
    access: 'user',
    summary: "Only the channel's own overrides",
    params: channelParam,
    response: { 200: mapAnswer },
    handler: async ({ tx, params }) => {
      const custom = (await effectiveChannelValues(tx, params.channelId)).custom;
      return { data: Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null)) };
    },
  });

  r.post('setting/company-profiles/:channelId', {
    access: 'Edit Company Profile',
    summary: "Save a channel's overrides (a blank value goes back to the shop's)",
    params: channelParam,
    body: channelProfileBody,
    response: { 200: mapAnswer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant, params, body }) => {
      await saveSettings(tx, tenant.id, params.channelId, normalize(body.settings));
      return { message: 'Updated successfully.', data: (await effectiveChannelValues(tx, params.channelId)).values };
    },
  });

  r.delete('setting/company-profiles/:channelId', {
    access: 'Edit Company Profile',
    summary: "Drop all of a channel's overrides",
    params: channelParam,
    response: { 200: z.object({ message: z.string() }) },
    handler: async ({ tx, params }) => {
      await channelProfile(tx, params.channelId);
      await tx.delete(companyProfiles).where(shopWhere(tx, companyProfiles, and(eq(companyProfiles.salesChannelId, params.channelId))));
      return { message: 'Deleted successfully.' };
    },
  });
}
