import { eq } from 'drizzle-orm';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlag } from '@oim/shared/feature-flags';
import type { Tx } from '../db/client';
import { featureFlags } from '../db/schema/settings';
import { AppError } from './errors';

export async function isFeatureOn(tx: Tx, flag: FeatureFlag): Promise<boolean> {
  const [row] = await tx.select({ enabled: featureFlags.enabled }).from(featureFlags).where(eq(featureFlags.name, flag));
  return row ? row.enabled : FEATURE_FLAG_DEFAULTS[flag];
}

/** Routes of a module that is turned off answer 403, as if the feature were not there. */
export async function requireFeature(tx: Tx, flag: FeatureFlag): Promise<void> {
  if (!(await isFeatureOn(tx, flag))) throw new AppError('FORBIDDEN', `This feature is turned off (${flag}).`);
}
