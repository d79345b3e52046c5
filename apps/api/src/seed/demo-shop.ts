import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ConfigError, DEFAULT_TENANT_SLUG, DEMO_ADMIN_PASSWORD, DEMO_SHOP_NAME } from '../config';
import type { AppDeps } from '../platform/http/deps';
import { PG, pgErrorOf } from '../db/errors';
import { tenants } from '../db/schema/tenancy';
import { createDemoCatalogue, type DemoCatalogueCounts } from './demo-catalogue';
import { createShop } from '../modules/platform';

/**
 * The demo shop is created on the first start, with ADMIN_EMAIL / ADMIN_PASSWORD as its
 * administrator and (unless DEMO_CATALOGUE=false) the sample catalogue, all in one transaction.
 * Once it exists nothing is added again, so a shop owner's own changes are never overwritten.
 */
export async function seedDefaultShop(deps: AppDeps, log: Pick<Logger, 'info'>): Promise<void> {
  const { db, config } = deps;
  const existing = await db.transaction(null, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, DEFAULT_TENANT_SLUG)),
  );
  if (existing.length > 0) return;
  if (!config.adminPassword && config.nodeEnv === 'production') {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD must be set to create the first administrator in production');
  }
  const adminPassword = config.adminPassword ?? DEMO_ADMIN_PASSWORD;
  const afterCommit: (() => Promise<void>)[] = [];
  let catalogue: DemoCatalogueCounts | undefined;
  try {
    catalogue = await db.transaction(null, async (tx): Promise<DemoCatalogueCounts | undefined> => {
      const shop = await createShop(tx, { slug: DEFAULT_TENANT_SLUG, name: DEMO_SHOP_NAME, adminEmail: config.adminEmail, adminPassword });
      if (!config.demoCatalogue) return undefined;
      return createDemoCatalogue({ tx, tenant: shop, deps, afterCommit: (work) => afterCommit.push(work) });
    });
  } catch (error) {
    // Two instances started at once on a new database: the other one created it.
    const pg = pgErrorOf(error);
    if (pg?.code === PG.uniqueViolation && pg.constraint === 'tenants_slug_uq') return;
    throw error;
  }
  for (const work of afterCommit) await work();
  log.info(
    { adminEmail: config.adminEmail, ...(catalogue ? { catalogue } : {}) },
    catalogue ? 'created the demo shop with its sample catalogue' : 'created the demo shop',
  );
}
