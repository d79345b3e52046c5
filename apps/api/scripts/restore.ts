// `npm run restore -- <backup folder>`: puts a backup made by `npm run backup` back.
// The current embedded database and media folder are moved aside (never deleted) first.
// With DATABASE_URL the database part is restored with pg_restore --clean. With S3_BUCKET, the
// backup's media objects the bucket no longer holds are put back (newer objects are left alone).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ConfigError, loadConfig } from '../src/config';
import { serverUsing } from '../src/db/data-dir-lock';
import { restoreBucket } from '../src/platform/storage/s3-bucket-backup';
import { S3MediaStorage } from '../src/platform/storage/s3-media-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const given = process.argv[2];
  if (!given) throw new Error('Name the backup folder: npm run restore -- <folder>');
  const folder = resolve(given);
  const holder = serverUsing(config.dataDir);
  if (holder) throw new Error(`The server (pid ${holder}) is using ${config.dataDir}; stop it first.`);
  const aside = (path: string) => {
    if (!existsSync(path)) return;
    const to = `${path}.before-restore-${Date.now()}`;
    renameSync(path, to);
    console.log(`Moved ${path} to ${to}`);
  };

  if (config.databaseUrl) {
    const dump = join(folder, 'database.dump');
    if (!existsSync(dump)) throw new Error(`No database.dump in ${folder}`);
    const result = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${config.databaseUrl}`, dump], {
      stdio: 'inherit',
    });
    if (result.error) throw new Error(`pg_restore could not run (${result.error.message}); install the PostgreSQL client tools.`);
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    const archive = join(folder, 'database.tar.gz');
    if (!existsSync(archive)) throw new Error(`No database.tar.gz in ${folder}`);
    const dataDir = join(config.dataDir, 'pgdata');
    aside(dataDir);
    const db = await PGlite.create({ extensions: { pg_trgm }, dataDir, loadDataDir: new Blob([readFileSync(archive)]) });
    await db.query('select 1');
    await db.close();
  }
  if (config.s3 && existsSync(join(folder, 's3-media'))) {
    const { restored, present } = await restoreBucket(new S3MediaStorage(config.s3), join(folder, 's3-media'));
    console.log(`Media in the bucket ${config.s3.bucket}: ${restored} put back, ${present} already there`);
  }
  if (existsSync(join(folder, 'media'))) {
    aside(join(config.dataDir, 'media'));
    cpSync(join(folder, 'media'), join(config.dataDir, 'media'), { recursive: true });
  }
  console.log('Restored. Start the server again.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
