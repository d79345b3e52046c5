import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client';
import { createShop } from '../../src/db/seed/tenant';
import { SHOPS, TEMPLATE_DATABASE } from './shops';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

async function seed(db: Database): Promise<void> {
  for (const shop of Object.values(SHOPS)) await db.transaction(null, (tx) => createShop(tx, shop));
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates and seeds one database before any test file runs: a PGlite snapshot file that each
 * file loads in under a second, or, with TEST_DATABASE_URL, a PostgreSQL template database that
 * each file copies.
 */
export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const db = await openDatabase({ engine: 'postgres', url: databaseUrl(serverUrl, TEMPLATE_DATABASE), poolSize: 2 });
    await seed(db);
    await db.close();
    project.provide('pgliteSnapshot', '');
    return;
  }
  const db = await openDatabase({ engine: 'pglite' });
  await seed(db);
  const snapshot = await db.pglite!.dumpDataDir('none');
  await db.close();
  const dir = await mkdtemp(join(tmpdir(), 'oim-test-'));
  const file = join(dir, 'snapshot.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}
