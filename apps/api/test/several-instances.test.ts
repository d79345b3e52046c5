// Two API processes on one PostgreSQL database, as behind a load balancer: what an administrator
// changes through one is what the other enforces, within a second. Each server is its own process
// on a scratch database of this file.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, dropTestDatabase } from './support/global-setup';
import { salePayload } from './support/sales';

const REPO_ROOT = join(import.meta.dirname, '../../..');
const PLATFORM_TOKEN = 'platform-token-for-two-instances-0123';
const serverUrl = process.env.TEST_DATABASE_URL;

type Reply = { status: number; body: any };
type Server = { name: string; port: number; child: ChildProcess; output: string };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function call(server: Server, method: string, path: string, options: { token?: string; body?: unknown; host?: string } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        headers: {
          host: options.host ?? 'localhost',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Starts one API process on the database and waits until it answers ready. */
async function startServer(name: string, url: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // No second (HTTPS) port: parallel servers would race for it.
      HTTPS_PORT: 'off',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '4',
      PLATFORM_ADMIN_TOKEN: PLATFORM_TOKEN,
      DEMO_CATALOGUE: 'false',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, port, child, output: '' };
  child.stdout!.on('data', (c: Buffer) => (server.output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (server.output += c.toString()));
  const end = Date.now() + 90_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${server.output}`);
    const ready = await call(server, 'GET', '/health/ready').catch(() => ({ status: 0 }));
    if (ready.status === 200) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} was not ready in time:\n${server.output}`);
}

/**
 * Polls until check passes and answers how long that took after the change; a change the other
 * process does not enforce within 1 s fails here.
 */
async function enforcedWithin(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 1_000) {
    if (await check()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Infinity;
}

let a: Server;
let b: Server;
let database = '';
let dataDir = '';

describe.runIf(Boolean(serverUrl))('on PostgreSQL only (skipped without TEST_DATABASE_URL): two API processes on one database', () => {
  beforeAll(async () => {
    database = `oim_test_two_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    dataDir = await mkdtemp(join(tmpdir(), 'oim-two-'));
    const url = databaseUrl(serverUrl!, database);
    // Started together on an empty database: one migrates and creates the demo shop, the other waits and finds it.
    [a, b] = await Promise.all([startServer('A', url, join(dataDir, 'a')), startServer('B', url, join(dataDir, 'b'))]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server || server.child.exitCode !== null) continue;
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    if (database) await dropTestDatabase(serverUrl!, database, { withLogin: true });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('enforces on B, within a second, a permission removed, a sign-out, a feature turned off, a new shop and a new price made on A', async () => {
    const signIn = async (server: Server, email: string, password: string, host = 'localhost') => {
      const answer = await call(server, 'POST', '/api/login', { body: { email, password }, host });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.token as string;
    };
    const adminOnA = await signIn(a, 'admin@demo.shop', 'demo12345');
    const onA = (method: string, path: string, body?: unknown) => call(a, method, path, { token: adminOnA, body });

    // A clerk whose role may see customers, signed in through B.
    const role = await onA('POST', '/api/rbac/roles', { name: 'Clerk', permissions: ['View Customer', 'View Picklist'] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const clerk = await onA('POST', '/api/masterfile/system-users', {
      firstname: 'Ana',
      lastname: 'Reyes',
      displayName: 'Ana',
      email: 'ana@demo.shop',
      password: 'clerk-password',
      roles: ['Clerk'],
    });
    expect(clerk.status, JSON.stringify(clerk.body)).toBe(201);
    const clerkOnB = await signIn(b, 'ana@demo.shop', 'clerk-password');
    const asClerkOnB = (path: string) => call(b, 'GET', path, { token: clerkOnB });
    const took: Record<string, number> = {};

    // A role losing a permission.
    expect((await asClerkOnB('/api/sales/customers')).status).toBe(200);
    expect((await onA('PUT', `/api/rbac/roles/${role.body.data.id}`, { permissions: ['View Picklist'] })).status).toBe(200);
    took.permission = await enforcedWithin(async () => (await asClerkOnB('/api/sales/customers')).status === 403);

    // A feature turned off.
    expect((await asClerkOnB('/api/sales/picklists')).status).toBe(200);
    const toggled = await onA('PUT', '/api/setting/feature-flags/picklist_module/toggle');
    expect(toggled.body.data).toEqual({ name: 'picklist_module', enabled: false });
    took.feature = await enforcedWithin(async () => (await asClerkOnB('/api/sales/picklists')).status === 403);

    // A user signed out: the session ends everywhere, though the token has not expired.
    const adminOnB = await signIn(b, 'admin@demo.shop', 'demo12345');
    const sessionOnA = await signIn(a, 'admin@demo.shop', 'demo12345');
    expect((await call(b, 'GET', '/api/me', { token: sessionOnA })).status).toBe(200);
    expect((await call(a, 'POST', '/api/logout', { token: sessionOnA })).status).toBe(200);
    took.signOut = await enforcedWithin(async () => (await call(b, 'GET', '/api/me', { token: sessionOnA })).status === 401);

    // A shop created: B had just been asked for it (and kept "no such shop"); the announcement clears that.
    const host = 'tindahan.localhost';
    expect((await call(b, 'POST', '/api/login', { host, body: { email: 'x@y.ph', password: 'whatever-pass' } })).status).toBe(404);
    const shop = await call(a, 'POST', '/api/platform/tenants', {
      host: 'localhost',
      token: PLATFORM_TOKEN,
      body: { slug: 'tindahan', name: 'Tindahan ni Lorna', adminEmail: 'lorna@tindahan.ph', adminPassword: 'lorna-password' },
    });
    expect(shop.status, JSON.stringify(shop.body)).toBe(201);
    took.shop = await enforcedWithin(
      async () =>
        (await call(b, 'POST', '/api/login', { host, body: { email: 'lorna@tindahan.ph', password: 'lorna-password' } })).status === 200,
    );

    // A price changed: B sells at the new list price (the line counts as not changed by the cashier).
    const units = (await call(b, 'GET', '/api/masterfile/unit-classes?name=Count&relations=units', { token: adminOnB })).body.data[0];
    const piece = units.units.find((u: { unit: string }) => u.unit === 'piece').id;
    const product = await onA('POST', '/api/inventory/products', {
      unitClassId: units.id,
      unitOfMeasureId: piece,
      type: 'SERVICE',
      sku: 'CUT',
      productName: 'Key Cutting',
      basePrice: 100,
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    expect((await onA('PUT', `/api/inventory/products/${product.body.data.id}`, { basePrice: 120 })).status).toBe(200);
    const channel = (await call(b, 'GET', '/api/sales/sales-channels', { token: adminOnB })).body.data[0].id;
    const walkIn = (await call(b, 'GET', '/api/sales/customers/default', { token: adminOnB })).body.data.id;
    const cash = (await call(b, 'GET', '/api/masterfile/payment-types?name=Cash', { token: adminOnB })).body.data[0].id;
    const line = { productId: product.body.data.id, orderedUomId: piece, orderedQuantity: 1, orderedUnitPrice: 120 };
    const sold = await call(b, 'POST', '/api/sales/pos-order', {
      token: adminOnB,
      body: salePayload({ salesChannelId: channel, customerId: walkIn, lines: [line], payments: [{ paymentType: cash }] }),
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const order = await call(b, 'GET', `/api/sales/sales-orders/${sold.body.data.id}?relations=salesOrderItems`, { token: adminOnB });
    expect(order.body.data.salesOrderItems.map((i: Record<string, unknown>) => [i.listUnitPrice, i.priceChangedBy])).toEqual([[120, null]]);

    for (const [change, ms] of Object.entries(took)) expect(ms, `${change} took ${ms} ms on the other process`).toBeLessThan(1_000);
  }, 60_000);
});
