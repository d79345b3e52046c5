import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** One database session: plain SQL with $1.. parameters, on either engine. */
export type SqlSession = {
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

export async function postgresSession(url: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async (text, params) => (await client.query(text, params as unknown[])).rows,
    close: () => client.end(),
  };
}

/**
 * The embedded database opened in this process (the server must not be running on it). Every
 * session shares its one connection, so a session's transaction holds the connection until it
 * commits: sessions queue, as the server's requests do.
 */
export async function pgliteSessions(dataDir: string): Promise<{ session: () => SqlSession; close: () => Promise<void> }> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  let holder: object | null = null;
  let waiting: (() => void)[] = [];
  const acquire = async (owner: object) => {
    while (holder !== null && holder !== owner) await new Promise<void>((resolve) => waiting.push(resolve));
    holder = owner;
  };
  const release = () => {
    holder = null;
    const wake = waiting;
    waiting = [];
    for (const w of wake) w();
  };
  return {
    session: () => {
      const me = {};
      return {
        query: async (text, params) => {
          await acquire(me);
          try {
            return (await db.query(text, params as unknown[])).rows as never;
          } finally {
            const verb = text.trim().toLowerCase();
            if (verb === 'begin') inTransaction.add(me);
            else if (verb === 'commit' || verb === 'rollback') inTransaction.delete(me);
            if (!inTransaction.has(me)) release();
          }
        },
        close: async () => {},
      };
    },
    close: () => db.close(),
  };
}

const inTransaction = new WeakSet<object>();
