import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFeatureFlag } from '@oim/shared/feature-flags';
import { featureFlags } from '../../db/schema/settings';
import { notFound } from '../../platform/errors';
import { createRouter } from '../../platform/http/routes';
import { registerCrud } from '../../platform/resource/crud';
import { featureFlagResource } from './feature-flags.resource';
import { initializeFlags, flagMap } from './feature-flags';
import { shopWhere } from '../../platform/resource/rows';

const flagMapAnswer = z.object({ data: z.record(z.string(), z.boolean()) });

export function registerFeatureFlagRoutes(app: FastifyInstance): void {
  const r = createRouter(app, 'Feature flags');

  r.get('setting/feature-flags/client-flags', {
    access: 'user',
    summary: 'The flags as a map of name to on/off',
    response: { 200: flagMapAnswer },
    handler: async ({ tx }) => ({ data: await flagMap(tx) }),
  });

  r.get('setting/feature-flags/initialize-defaults', {
    access: 'access features',
    summary: 'Store every known flag the shop lacks, with its default',
    response: { 200: flagMapAnswer.extend({ message: z.string() }) },
    handler: async ({ tx, tenant }) => {
      await initializeFlags(tx, tenant.id);
      return { message: 'Feature flags initialized.', data: await flagMap(tx) };
    },
  });

  r.put('setting/feature-flags/:flag/toggle', {
    access: 'access features',
    summary: 'Turn a flag on or off',
    params: z.object({ flag: z.string().max(100) }),
    response: { 200: z.object({ message: z.string(), data: z.object({ name: z.string(), enabled: z.boolean() }) }) },
    handler: async ({ tx, tenant, params }) => {
      if (!isFeatureFlag(params.flag)) throw notFound('feature flag');
      await initializeFlags(tx, tenant.id);
      const [row] = await tx
        .update(featureFlags)
        .set({ enabled: sql`not ${featureFlags.enabled}` })
        .where(shopWhere(tx, featureFlags, eq(featureFlags.name, params.flag)))
        .returning({ name: featureFlags.name, enabled: featureFlags.enabled });
      return { message: `The feature ${row!.name} is now ${row!.enabled ? 'on' : 'off'}.`, data: row! };
    },
  });

  registerCrud(r, {
    path: 'setting/feature-flags',
    resource: featureFlagResource,
    access: { list: 'access features' },
  });
}
