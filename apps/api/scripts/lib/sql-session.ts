import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { serverUsing } from '../../src/db/data-dir-lock';

/** One database connection for tooling: plain SQL with $1.. parameters, on either engine. */
export type SqlSession = {
  engine: 'pglite' | 'postgres';
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

/** Migrates the database (as the server would at start), then opens one session on it. */
export async function openSqlSession(config: Config): Promise<SqlSession> {
  if (config.databaseUrl) {
    const db = await openDatabase({
      engine: 'postgres',
      url: config.databaseUrl,
      ...(config.appDatabaseUrl ? { appUrl: config.appDatabaseUrl } : {}),
      poolSize: 1,
    });
    await db.close();
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    return {
      engine: 'postgres',
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
      close: () => client.end(),
    };
  }
  const holder = serverUsing(config.dataDir);
  if (holder) throw new Error(`The server (pid ${holder}) is using ${config.dataDir}; stop it first.`);
  const dataDir = join(config.dataDir, 'pgdata');
  const db = await openDatabase({ engine: 'pglite', dataDir });
  await db.close();
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return {
    engine: 'pglite',
    query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
    close: () => client.close(),
  };
}
