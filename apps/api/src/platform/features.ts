import { eq } from 'drizzle-orm';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '@oim/shared/feature-flags';
import type { Tx } from '../db/client';
import { featureFlags } from '../db/schema/settings';
import { AppError } from './errors';

export async function isFeatureOn(tx: Tx, flag: FeatureFlag): Promise<boolean> {
  const [row] = await tx.select({ enabled: featureFlags.enabled }).from(featureFlags).where(eq(featureFlags.name, flag));
  return row ? row.enabled : FEATURE_FLAG_DEFAULTS[flag];
}

/** Modules whose routes answer 404 when turned off: the shop does not have them at all. */
const ABSENT_WHEN_OFF: ReadonlySet<FeatureFlag> = new Set(['rma_warranty_module']);

/**
 * Routes of a module that is turned off answer 403, as if the feature were not there; those of
 * returns and warranties (rma_warranty_module) answer 404, as if the route were not there.
 */
export async function requireFeature(tx: Tx, flag: FeatureFlag): Promise<void> {
  if (await isFeatureOn(tx, flag)) return;
  if (ABSENT_WHEN_OFF.has(flag)) throw new AppError('NOT_FOUND', 'Not found.');
  throw new AppError('FORBIDDEN', `This feature is turned off (${flag}).`);
}
