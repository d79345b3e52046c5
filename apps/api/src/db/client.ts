import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type Assume, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { PostgresNotices, type NoticeListener } from './notices';
import { checkRequestLogin, ensureRequestLogin } from './request-login';
import { APP_ROLE, applyTenantIsolation } from './security';

type Rows<T> = { rows: T[] };
/** Query results as both engines give them: at least the rows. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<Assume<this['row'], Record<string, unknown>>>;
}
type NoRelations = ExtractTablesWithRelations<Record<string, never>>;
export type Db = PgDatabase<RowsResultHKT, Record<string, never>, NoRelations>;
export type Tx = PgTransaction<RowsResultHKT, Record<string, never>, NoRelations>;

/** Sees every statement the application sends (tests count them to keep lists free of N+1 queries). */
export type QueryObserver = (query: string) => void;

export type DatabaseOptions =
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob; onQuery?: QueryObserver }
  | {
      engine: 'postgres';
      /** The tables' owner: migrations, the start-up security step and asOwner only. */
      url: string;
      /** The login requests connect with, if the deployment makes it (else it is derived and kept up here). */
      appUrl?: string;
      poolSize?: number;
      onQuery?: QueryObserver;
    };

const observed = (onQuery?: QueryObserver) => (onQuery ? { logger: { logQuery: (query: string) => onQuery(query) } } : {});

export type Database = {
  engine: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction as the application role with app.tenant_id set (or unset for null),
   * so row-level security confines every statement to that tenant.
   */
  transaction<T>(tenantId: number | null, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs as the tables' owner: start-up maintenance and tooling only (on PostgreSQL a connection of
   * its own, opened when first asked for; requests never use it).
   */
  asOwner<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * The PostgreSQL role requests log in as (they then SET ROLE oim_app); on PGlite, undefined: one
   * superuser connection, which requests switch to oim_app.
   */
  requestLogin?: string;
  ping(): Promise<void>;
  /** Whether the database holds every migration this build ships (another instance may have applied newer ones). */
  migrationsApplied(): Promise<boolean>;
  /**
   * Connections busy with a transaction and transactions waiting for one: the pool's figures on
   * PostgreSQL; on PGlite, its one connection (busy or not) and the transactions queued behind it.
   */
  connections(): { inUse: number; waiting: number; size: number };
  /**
   * Hears the NOTIFYs on a channel (sent with pg_notify inside a transaction, heard once it
   * commits) from every process on this database: on PostgreSQL through one dedicated listening
   * connection per process, on PGlite (one process) from its own connection. Returns the unsubscribe.
   */
  listen(channel: string, listener: NoticeListener): () => void;
  close(): Promise<void>;
  /** The embedded engine's instance, for snapshots and backups. */
  pglite?: PGlite;
};

/** The `when` of the last migration this build ships, as drizzle records it in created_at. */
function lastShippedMigration(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

async function holdsMigrations(db: Pick<Db, 'execute'>): Promise<boolean> {
  const result = await db.execute<{ last: string | null }>(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  return Number(result.rows[0]?.last ?? 0) >= lastShippedMigration();
}

const shopOfTransaction = new WeakMap<Tx, number>();

/**
 * The shop a transaction was opened for (null for none). Row-level security already confines its
 * statements to that shop; queries also say `tenant_id = <shop>` so that a database distributed by
 * tenant_id can route them to one node (docs/scaling.md).
 */
export function tenantOf(tx: Tx): number | null {
  return shopOfTransaction.get(tx) ?? null;
}

/**
 * The shop of a transaction that must have one (a sale, a terminal's shift), for statements that say
 * `tenant_id = <shop>` so that a database distributed by tenant_id routes them to one node
 * (docs/scaling.md, "Routing by shop"). Throws in a transaction without a shop: a programming error.
 */
export function shopOf(tx: Tx): number {
  const tenantId = tenantOf(tx);
  if (tenantId === null) throw new Error('This is read and written in a shop’s transaction only.');
  return tenantId;
}

function scoped(db: Db) {
  return async <T>(tenantId: number | null, fn: (tx: Tx) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      if (tenantId !== null) shopOfTransaction.set(tx, tenantId);
      await tx.execute(
        sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenantId === null ? '' : String(tenantId)}, true)`,
      );
      return fn(tx);
    });
}

/** Opens the database, applies the migrations and the tenant-isolation rules. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.engine === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; onQuery?: QueryObserver }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Trigram indexes serve the product search of the terminal.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, ...observed(options.onQuery) }) as unknown as Db;
  if (!options.loadDataDir) {
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    await applyTenantIsolation(db);
  }
  const run = scoped(db);
  let open = 0;
  return {
    engine: 'pglite',
    transaction: async (tenantId, fn) => {
      open += 1;
      try {
        return await run(tenantId, fn);
      } finally {
        open -= 1;
      }
    },
    asOwner: (fn) => fn(db),
    ping: async () => {
      await client.query('select 1');
    },
    migrationsApplied: () => holdsMigrations(db),
    connections: () => ({ inUse: Math.min(open, 1), waiting: Math.max(open - 1, 0), size: 1 }),
    listen: (channel, listener) => {
      let stop: (() => Promise<void>) | undefined;
      let stopped = false;
      client
        .listen(channel, (payload) => listener.notice(payload))
        .then(
          (unlisten) => {
            stop = unlisten;
            if (stopped) unlisten().catch(() => {});
            else listener.connected();
          },
          () => {},
        );
      return () => {
        stopped = true;
        stop?.().catch(() => {});
      };
    },
    close: () => client.close(),
    pglite: client,
  };
}

/** A fixed number for the migration lock, so several instances starting at once migrate once. */
const MIGRATION_LOCK = 7_316_402;

async function openPostgres(options: { url: string; appUrl?: string; poolSize?: number; onQuery?: QueryObserver }): Promise<Database> {
  const lockClient = new pg.Client({ connectionString: options.url });
  await lockClient.connect();
  let loginUrl: string;
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const single = drizzleNodePg({ client: lockClient }) as unknown as Db;
    await migrateNodePg(single as never, { migrationsFolder: MIGRATIONS_DIR });
    await applyTenantIsolation(single);
    loginUrl = options.appUrl ?? (await ensureRequestLogin(single, options.url)).url;
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    await lockClient.end();
  }
  const requestLogin = await checkRequestLogin(loginUrl);

  // Requests: a login that owns nothing (db/request-login.ts), switched to oim_app in each transaction.
  const pool = new pg.Pool({ connectionString: loginUrl, max: options.poolSize ?? 10 });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, ...observed(options.onQuery) }) as unknown as Db;
  const run = scoped(db);
  // The owner: opened only when asked for (start-up keys, tooling), its idle connections closed soon.
  let owner: { pool: pg.Pool; db: Db } | undefined;
  const ownerDb = () => {
    if (!owner) {
      const ownerPool = new pg.Pool({ connectionString: options.url, max: 2, idleTimeoutMillis: 5_000, allowExitOnIdle: true });
      ownerPool.on('error', () => {});
      owner = { pool: ownerPool, db: drizzleNodePg({ client: ownerPool, ...observed(options.onQuery) }) as unknown as Db };
    }
    return owner.db;
  };
  const notices = new PostgresNotices(loginUrl);
  return {
    engine: 'postgres',
    transaction: run,
    asOwner: (fn) => fn(ownerDb()),
    requestLogin,
    ping: async () => {
      await pool.query('select 1');
    },
    // As oim_app (security.ts grants it the migrations table): the login itself may read nothing.
    migrationsApplied: () => run(null, (tx) => holdsMigrations(tx)),
    connections: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, size: pool.options.max }),
    listen: (channel, listener) => notices.listen(channel, listener),
    close: async () => {
      await notices.close();
      await pool.end();
      await owner?.pool.end();
    },
  };
}
