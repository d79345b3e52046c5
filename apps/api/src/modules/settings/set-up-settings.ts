import type { Tx } from '../../db/client';
import { companyProfiles } from '../../db/schema/settings';
import { initializeFlags } from './feature-flags';

/** A new shop's feature flags (their defaults) and its company profile, named after the shop. */
export async function setUpSettings(tx: Tx, tenantId: number, shopName: string): Promise<void> {
  await initializeFlags(tx, tenantId);
  await tx.insert(companyProfiles).values({ tenantId, settings: { company_name: shopName } });
}
