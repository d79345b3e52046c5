// `npm run restore -- <file>`: puts a backup back.
// Embedded database: the current data directory is moved aside (never deleted), then the copy is unpacked.
// PostgreSQL (DATABASE_URL): pg_restore --clean into that database.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../src/config';
import { serverUsing } from '../src/db/data-dir-lock';

async function main(): Promise<void> {
  const config = loadConfig();
  const given = process.argv[2];
  if (!given) throw new Error('Name the backup file: npm run restore -- <file>');
  const file = resolve(given);
  if (!existsSync(file)) throw new Error(`No such file: ${file}`);

  if (config.databaseUrl) {
    const result = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${config.databaseUrl}`, file], {
      stdio: 'inherit',
    });
    if (result.error) throw new Error(`pg_restore could not run (${result.error.message}); install the PostgreSQL client tools.`);
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log('Restored. Start the server again.');
    return;
  }
  const holder = serverUsing(config.dataDir);
  if (holder) throw new Error(`The server (pid ${holder}) is using ${config.dataDir}; stop it first.`);
  const dataDir = join(config.dataDir, 'pgdata');
  if (existsSync(dataDir)) {
    const aside = `${dataDir}.before-restore-${Date.now()}`;
    renameSync(dataDir, aside);
    console.log(`The current database was moved to ${aside}`);
  }
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await db.query('select 1');
  await db.close();
  console.log('Restored. Start the server again.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
