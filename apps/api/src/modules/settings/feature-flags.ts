import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS, isFeatureFlag } from '@oim/shared/feature-flags';
import type { Tx } from '../../db/client';
import { featureFlags } from '../../db/schema/settings';
import { shopWhere } from '../../platform/resource/rows';

/** Adds the flags a shop does not have yet, with their defaults; existing choices are kept. */
export async function initializeFlags(tx: Tx, tenantId: number): Promise<void> {
  await tx
    .insert(featureFlags)
    .values(FEATURE_FLAGS.map((name) => ({ tenantId, name, enabled: FEATURE_FLAG_DEFAULTS[name] })))
    .onConflictDoNothing();
}

/** Every known flag → on/off for this shop; a flag never stored counts as its default. */
export async function flagMap(tx: Tx): Promise<Record<string, boolean>> {
  const rows = await tx
    .select({ name: featureFlags.name, enabled: featureFlags.enabled })
    .from(featureFlags)
    .where(shopWhere(tx, featureFlags, undefined));
  const map: Record<string, boolean> = { ...FEATURE_FLAG_DEFAULTS };
  for (const row of rows) if (isFeatureFlag(row.name)) map[row.name] = row.enabled;
  return map;
}
