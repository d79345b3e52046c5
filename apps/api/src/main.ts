import './platform/heap-growth';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock';
import { seedDefaultShop } from './seed/demo-shop';
import { networkAddresses, startLine } from './start-line';
import { TokenService } from './platform/auth/tokens';
import { ensureLanCertificates, type LanCertificates } from './platform/lan-https/certificates';
import { listenHttps } from './platform/lan-https/https-server';
import type { PhoneAccess } from './platform/lan-https/phone-page';
import { createLogger } from './platform/logging';
import { createMediaStorage } from './platform/storage/create-media-storage';
import { TenantDirectory } from './platform/tenancy';

export function databaseOptions(config: Config) {
  return config.databaseUrl
    ? ({
        engine: 'postgres',
        url: config.databaseUrl,
        ...(config.appDatabaseUrl ? { appUrl: config.appDatabaseUrl } : {}),
        poolSize: config.databasePoolSize,
      } as const)
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

  // Phones on the LAN: the shop's own CA and this machine's certificate, made or reused in the data folder.
  let certificates: LanCertificates | undefined;
  if (config.httpsPort !== null) {
    try {
      certificates = ensureLanCertificates(config.dataDir, { addresses: networkAddresses(), hostname: hostname() });
      log.info({ created: certificates.created, ips: certificates.ips, dnsNames: certificates.dnsNames }, 'certificates for phones ready');
    } catch (error) {
      log.error({ err: error }, 'could not make the certificates for phones; serving plain HTTP only');
    }
  }
  let phoneAccess: PhoneAccess | undefined;

  let stopping = false;
  const app = await buildApp(deps, { logger: log, isStopping: () => stopping, phoneAccess: () => phoneAccess });
  let secure: Awaited<ReturnType<typeof listenHttps>> | undefined;

  /**
   * SIGTERM or SIGINT: stop accepting connections (readiness answers 503 on those still open),
   * let the requests in flight finish (a sale commits or rolls back whole: each is one
   * transaction), close the database, exit 0. Past SHUTDOWN_TIMEOUT_MS the process exits 1
   * anyway; a transaction still open then is rolled back by the database, never half written.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      log.error({ timeoutMs: config.shutdownTimeoutMs }, 'stopping: requests still in flight at the deadline; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    try {
      await Promise.all([app.close(), secure?.close()]);
      await db.close();
      unlock();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'could not stop cleanly');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (certificates && config.httpsPort !== null) {
    try {
      secure = await listenHttps(app, {
        port: config.httpsPort,
        host: config.host,
        keyPem: certificates.keyPem,
        certPem: certificates.certPem,
      });
      phoneAccess = {
        httpsPort: secure.port,
        caCertPem: certificates.caCertPem,
        addresses: [...networkAddresses(), ...certificates.dnsNames],
      };
    } catch (error) {
      // The shop still sells on the plain address; only phones lose the camera and offline selling.
      log.error({ err: error, port: config.httpsPort }, 'could not serve HTTPS for phones (set HTTPS_PORT to a free port, or off)');
    }
  }
  // For the person who ran `npm start`, in plain words among the JSON log lines.
  console.log(startLine(config, networkAddresses(), secure ? { httpsPort: secure.port } : {}));
}

/** The message and what caused it (a driver's error under the query that failed). */
function reasons(error: unknown): string {
  const lines: string[] = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    lines.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.join('\ncaused by: ');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error('Startup failed:', reasons(error));
  process.exit(1);
});
