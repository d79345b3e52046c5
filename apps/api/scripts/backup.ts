// `npm run backup [-- <folder>]`: a full copy of the shop data in one folder:
//   database.tar.gz  the embedded database's data directory (stop the server first), or
//   database.dump    pg_dump's custom format when DATABASE_URL is set;
//   media/           uploaded images kept on local disk, or
//   s3-media/        with S3_BUCKET, a copy of the bucket's media objects and a manifest, so a restore
//                    can put back images deleted from the bucket since (`npm run restore` does).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ConfigError, loadConfig } from '../src/config';
import { serverUsing } from '../src/db/data-dir-lock';
import { backUpBucket } from '../src/platform/storage/s3-bucket-backup';
import { S3MediaStorage } from '../src/platform/storage/s3-media-storage';

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const folder = resolve(process.argv[2] ?? join(config.dataDir, 'backups', `oim-${stamp()}`));
  if (existsSync(folder)) throw new Error(`${folder} already exists; name a new folder.`);
  mkdirSync(folder, { recursive: true });

  if (config.databaseUrl) {
    const result = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${join(folder, 'database.dump')}`, config.databaseUrl], {
      stdio: 'inherit',
    });
    if (result.error) throw new Error(`pg_dump could not run (${result.error.message}); install the PostgreSQL client tools.`);
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    const holder = serverUsing(config.dataDir);
    if (holder) throw new Error(`The server (pid ${holder}) is using ${config.dataDir}; stop it first, then run the backup.`);
    const db = await PGlite.create({ extensions: { pg_trgm }, dataDir: join(config.dataDir, 'pgdata') });
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(join(folder, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  }
  if (config.s3) {
    const { objects } = await backUpBucket(new S3MediaStorage(config.s3), join(folder, 's3-media'));
    console.log(`Copied ${objects} media objects from the bucket ${config.s3.bucket}`);
  }
  const media = join(config.dataDir, 'media');
  if (existsSync(media)) cpSync(media, join(folder, 'media'), { recursive: true });
  console.log(`Backup written to ${folder}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
