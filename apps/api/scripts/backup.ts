// `npm run backup [-- <file>]`: a full copy of the database.
// Embedded database: a gzipped copy of its data directory (stop the server first).
// PostgreSQL (DATABASE_URL): pg_dump in its custom format.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../src/config';
import { serverUsing } from '../src/db/data-dir-lock';

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const given = process.argv[2];
  if (config.databaseUrl) {
    const file = resolve(given ?? join(config.dataDir, 'backups', `oim-${stamp()}.dump`));
    mkdirSync(dirname(file), { recursive: true });
    const result = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl], { stdio: 'inherit' });
    if (result.error) throw new Error(`pg_dump could not run (${result.error.message}); install the PostgreSQL client tools.`);
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`Backup written to ${file}`);
    return;
  }
  const holder = serverUsing(config.dataDir);
  if (holder) throw new Error(`The server (pid ${holder}) is using ${config.dataDir}; stop it first, then run the backup.`);
  const file = resolve(given ?? join(config.dataDir, 'backups', `oim-${stamp()}.tar.gz`));
  mkdirSync(dirname(file), { recursive: true });
  const db = await PGlite.create({ dataDir: join(config.dataDir, 'pgdata') });
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.log(`Backup written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
