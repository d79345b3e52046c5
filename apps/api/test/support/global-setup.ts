import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/db/client';
import { derivedLoginRole } from '../../src/db/request-login';
import { createShop } from '../../src/modules/platform';
import { randomBytes } from 'node:crypto';
import { SHOPS } from './shops';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The PostgreSQL template database of this run (one per run, so suites on one server do not meet). */
    templateDatabase: string;
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
 * Drops a database of this run. An autovacuum worker may still be reading it after many inserts;
 * it runs as no role, so FORCE may not end it: wait for it to finish and try again. With withLogin,
 * the login role the application derived for it goes too (roles belong to the whole server); not
 * for a copy of the template, whose login the other copies share.
 */
export async function dropTestDatabase(serverUrl: string, name: string, options: { withLogin?: boolean } = {}): Promise<void> {
  const login = options.withLogin ? await derivedLoginRole(databaseUrl(serverUrl, name)).catch(() => undefined) : undefined;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        if (login) await admin.query(`DROP ROLE IF EXISTS "${login}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '42501' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds one database before any test file runs: a PGlite snapshot file that each
 * file loads in under a second, or, with TEST_DATABASE_URL, a PostgreSQL template database that
 * each file copies.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `oim_test_template_${randomBytes(4).toString('hex')}`;
    const run = async (statement: string) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        await admin.query(statement);
      } finally {
        await admin.end();
      }
    };
    await run(`CREATE DATABASE ${template}`);
    const db = await openDatabase({ engine: 'postgres', url: databaseUrl(serverUrl, template), poolSize: 2 });
    await seed(db);
    await db.close();
    project.provide('pgliteSnapshot', '');
    project.provide('templateDatabase', template);
    return () => dropTestDatabase(serverUrl, template, { withLogin: true });
  }
  const db = await openDatabase({ engine: 'pglite' });
  await seed(db);
  const snapshot = await db.pglite!.dumpDataDir('none');
  await db.close();
  const dir = await mkdtemp(join(tmpdir(), 'oim-test-'));
  const file = join(dir, 'snapshot.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
}
