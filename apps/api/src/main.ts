import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seedDefaultShop } from './seed/demo-shop';
import { networkAddresses, startLine } from './start-line';
import { TokenService } from './platform/auth/tokens';
import { createLogger } from './platform/logging';
import { createMediaStorage } from './platform/storage/create-media-storage';
import { TenantDirectory } from './platform/tenancy';

export function databaseOptions(config: Config) {
  return config.databaseUrl
    ? ({ engine: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize } as const)
    : ({ engine: 'pglite', dataDir: join(config.dataDir, 'pgdata') } as const);
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
  const log = createLogger(config.logLevel);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const db = await openDatabase(databaseOptions(config));
  log.info({ engine: db.engine }, 'database ready');
  const deps = {
    config,
    db,
    tokens: await TokenService.create(db),
    tenants: new TenantDirectory(db),
    mediaStorage: await createMediaStorage(config, db),
  };
  await seedDefaultShop(deps, log);

  const app = await buildApp(deps, { logger: log });

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
  // For the person who ran `npm start`, in plain words among the JSON log lines.
  console.log(startLine(config, networkAddresses()));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Startup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
