import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, DEFAULT_TENANT_SLUG, DEMO_ADMIN_PASSWORD, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { tenants } from './db/schema/tenancy';
import { createShop } from './db/seed/tenant';
import { TokenService } from './platform/auth/tokens';
import { createMediaStorage } from './platform/storage/create-media-storage';
import { TenantDirectory } from './platform/tenancy';

export function databaseOptions(config: Config) {
  return config.databaseUrl
    ? ({ engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize } as const)
    : ({ engine: 'pglite', dataDir: join(config.dataDir, 'pgdata') } as const);
}

/** The demo shop is created on the first start, with ADMIN_EMAIL / ADMIN_PASSWORD as its administrator. */
async function seedDefaultShop(db: Database, config: Config, log: pino.Logger): Promise<void> {
  const existing = await db.transaction(null, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, DEFAULT_TENANT_SLUG)),
  );
  if (existing.length > 0) return;
  if (!config.adminPassword && config.nodeEnv === 'production') {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD must be set to create the first administrator in production');
  }
  const adminPassword = config.adminPassword ?? DEMO_ADMIN_PASSWORD;
  await db.transaction(null, (tx) =>
    createShop(tx, { slug: DEFAULT_TENANT_SLUG, name: 'Demo Shop', adminEmail: config.adminEmail, adminPassword }),
  );
  log.info({ adminEmail: config.adminEmail }, 'created the demo shop');
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const db = await openDatabase(databaseOptions(config));
  log.info({ engine: db.engine }, 'database ready');
  await seedDefaultShop(db, config, log);

  const app = await buildApp(
    {
      config,
      db,
      tokens: await TokenService.create(db),
      tenants: new TenantDirectory(db),
      mediaStorage: await createMediaStorage(config, db),
    },
    { logger: log },
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing requests in flight');
    try {
      await app.close();
      await db.close();
      unlock();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'could not stop cleanly');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Startup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
