import { eq } from 'drizzle-orm';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '@oim/shared/feature-flags';
import type { Tx } from '../db/client';
import { featureFlags } from '../db/schema/settings';
import { AppError } from './errors';
import { shopWhere } from './resource/rows';

export async function isFeatureOn(tx: Tx, flag: FeatureFlag): Promise<boolean> {
  const [row] = await tx
    .select({ enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(shopWhere(tx, featureFlags, eq(featureFlags.name, flag)));
  return row ? row.enabled : FEATURE_FLAG_DEFAULTS[flag];
}

/** A route's feature: a flag (403 while it is off), or a flag whose routes are absent (404) while it is off. */
export type FeatureGate = FeatureFlag | { flag: FeatureFlag; whenOff: 'absent' };

/**
 * Routes of a module that is turned off answer 403, as if the feature were not there; a gate
 * marked absent answers 404, as if the route were not there (returns and warranties).
 */
export async function requireFeature(tx: Tx, gate: FeatureGate): Promise<void> {
  const flag = typeof gate === 'string' ? gate : gate.flag;
  if (await isFeatureOn(tx, flag)) return;
  if (typeof gate !== 'string') throw new AppError('NOT_FOUND', 'Not found.');
  throw new AppError('FORBIDDEN', `This feature is turned off (${flag}).`);
}
