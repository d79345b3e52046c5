import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database, type Db, type QueryObserver, type Tx } from '../../src/db/client';
import { TokenService } from '../../src/platform/auth/tokens';
import { createMediaStorage } from '../../src/platform/storage/create-media-storage';
import { TenantDirectory } from '../../src/platform/tenancy';
import { databaseUrl, dropTestDatabase } from './global-setup';
import { SHOPS, type ShopKey } from './shops';
import { asRequest, asTestCode, recordStatement } from './statement-log';

export type Answer<T = any> = { status: number; body: T; headers: Record<string, string | number | string[] | undefined> };

type RequestOptions = {
  shop?: ShopKey | string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
};

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  request: <T = any>(method: string, url: string, options?: RequestOptions) => Promise<Answer<T>>;
  /** Signs in and returns the access and refresh tokens (fails the test when sign-in fails). */
  login: (shop: ShopKey, email?: string, password?: string) => Promise<{ token: string; refreshToken: string; user: any }>;
  /** A client bound to a shop and a token. */
  as: (shop: ShopKey, token: string) => Client;
  /**
   * Runs fn and answers the SQL statements the application sent meanwhile, less the shop
   * directory's look-up of a slug: the directory keeps a shop for a few seconds (tenancy.ts), so
   * whether a request looks its shop up depends on the clock, not on the request.
   */
  statementsOf: <T>(fn: () => Promise<T>) => Promise<{ result: T; statements: string[] }>;
  close: () => Promise<void>;
};

export type Client = {
  get: <T = any>(url: string) => Promise<Answer<T>>;
  post: <T = any>(url: string, body?: unknown) => Promise<Answer<T>>;
  put: <T = any>(url: string, body?: unknown) => Promise<Answer<T>>;
  delete: <T = any>(url: string) => Promise<Answer<T>>;
};

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export function hostOf(shop: string): string {
  return shop in SHOPS ? SHOPS[shop as ShopKey].host : `${shop}.localhost`;
}

async function openTestDatabase(onQuery: QueryObserver): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const db = await openDatabase({ engine: 'pglite', loadDataDir: new Blob([snapshot]), onQuery });
    return { db, drop: async () => {} };
  }
  const name = `oim_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const db = await openDatabase({ engine: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 8, onQuery });
  return {
    db,
    drop: async () => {
      await dropTestDatabase(serverUrl, name);
    },
  };
}

const SHOP_LOOKUP = /^select "id", "slug", "name" from "tenants" where "tenants"."slug" = \$1$/;

/** Drops each shop look-up and the transaction setup just before it (it runs in a transaction of its own). */
function withoutShopLookups(statements: string[]): string[] {
  const kept: string[] = [];
  for (const statement of statements) {
    if (SHOP_LOOKUP.test(statement)) {
      if (kept.at(-1)?.startsWith('select set_config(')) kept.pop();
      continue;
    }
    kept.push(statement);
  }
  return kept;
}

/** A whole application on its own copy of the seeded test database (with the given logger, if any). */
export async function startTestApp(env: Record<string, string> = {}, options: { logger?: FastifyBaseLogger } = {}): Promise<TestApp> {
  let counting: string[] | null = null;
  // Transaction control is not counted: node-postgres sends begin/commit as statements of their
  // own, PGlite does not, and the count must mean the same on both engines.
  const { db, drop } = await openTestDatabase((query) => {
    recordStatement(query);
    if (!TRANSACTION_CONTROL.test(query)) counting?.push(query);
  });
  // A fresh folder per app, so uploaded media land somewhere real and go away with it.
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'oim-test-')));
  const config = loadConfig({ NODE_ENV: 'test', ...env, DATA_DIR: dataDir });
  const app = await buildApp(
    {
      config,
      db,
      tokens: await TokenService.create(db),
      tenants: new TenantDirectory(db),
      mediaStorage: await createMediaStorage(config, db),
    },
    // TEST_LOG=error (or another level) shows the server's own log, e.g. the cause of a 500.
    {
      webDistDir: '/nonexistent',
      ...(process.env.TEST_LOG ? { logger: pino({ level: process.env.TEST_LOG }) } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    },
  );

  const request = async <T>(method: string, url: string, options: RequestOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { host: hostOf(options.shop ?? 'demo'), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await asRequest(`${method} ${url}`, () =>
      app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
        ...(options.ip ? { remoteAddress: options.ip } : {}),
      }),
    );
    let body: unknown = response.body;
    try {
      body = response.body === '' ? undefined : JSON.parse(response.body);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, body: body as T, headers: response.headers };
  };

  const login: TestApp['login'] = async (shop, email, password) => {
    const s = SHOPS[shop];
    const answer = await request<any>('POST', '/api/login', {
      shop,
      body: { email: email ?? s.adminEmail, password: password ?? s.adminPassword },
    });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  const as: TestApp['as'] = (shop, token) => ({
    get: (url) => request('GET', url, { shop, token }),
    post: (url, body) => request('POST', url, { shop, token, body: body ?? {} }),
    put: (url, body) => request('PUT', url, { shop, token, body: body ?? {} }),
    delete: (url) => request('DELETE', url, { shop, token }),
  });

  const statementsOf: TestApp['statementsOf'] = async (fn) => {
    const statements: string[] = [];
    counting = statements;
    try {
      const result = await fn();
      return { result, statements: withoutShopLookups(statements) };
    } finally {
      counting = null;
    }
  };

  return {
    app,
    // The tests' own use of the database is theirs, not the application's (see statement-log.ts);
    // anything else, including what a test replaces (ping), is the application's database itself.
    db: new Proxy(db, {
      get: (target, property, receiver) =>
        property === 'transaction'
          ? (tenantId: number | null, fn: (tx: Tx) => Promise<unknown>) => asTestCode(() => target.transaction(tenantId, fn))
          : property === 'asOwner'
            ? (fn: (owner: Db) => Promise<unknown>) => asTestCode(() => target.asOwner(fn))
            : Reflect.get(target, property, receiver),
    }),
    config,
    request,
    login,
    as,
    statementsOf,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a user in a shop with the given roles and answers a client signed in as them. */
export async function signInAs(
  t: TestApp,
  admin: Client,
  shop: ShopKey,
  roles: string[],
  email = `user${randomBytes(4).toString('hex')}@${shop}.shop`,
): Promise<Client & { id: number }> {
  const created = await admin.post('/api/masterfile/system-users', {
    firstname: 'Test',
    lastname: 'User',
    displayName: 'Test User',
    email,
    password: 'test-password',
    roles,
  });
  if (created.status !== 201) throw new Error(`could not create user: ${JSON.stringify(created.body)}`);
  const { token } = await t.login(shop, email, 'test-password');
  return Object.assign(t.as(shop, token), { id: created.body.data.id as number });
}
