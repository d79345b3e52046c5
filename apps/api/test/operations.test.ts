// Health probes, the Prometheus scrape and the shop on every log line: what a load balancer, a
// monitoring system and an operator reading logs rely on.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLogger } from '../src/platform/logging';
import { salePayload } from './support/sales';
import { startTestApp, type Client, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const lines: string[] = [];
const log = createLogger('info', { write: (line: string) => void lines.push(line) });
let t: TestApp;
let admin: Client;
let withWebApp: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN }, { logger: log });
  admin = t.as('demo', (await t.login('demo')).token);
  // The same app with a built web app, whose fallback answers index.html to unknown pages.
  const dist = await mkdtemp(join(tmpdir(), 'oim-ops-web-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body>the web app</body></html>');
  const { metricsToken: _token, ...withoutToken } = t.config;
  withWebApp = await buildApp({ ...t.app.deps, config: withoutToken }, { webDistDir: dist });
});
afterAll(async () => {
  await withWebApp?.close();
  await t?.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('health probes', () => {
  it('answer for any Host a load balancer uses (an IP, an unknown name), without a token, with the security headers', async () => {
    for (const host of ['10.0.3.7:3000', '[::1]:3000', 'no-such-shop.localhost', 'lb.internal.example', 'x'.repeat(300)]) {
      const live = await get(t.app, '/health/live', { host });
      expect(live.statusCode, host).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await get(t.app, '/health/ready', { host });
      expect(ready.statusCode, host).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'applied' });
      expect(ready.headers['x-content-type-options']).toBe('nosniff');
      expect(ready.headers['content-security-policy']).toContain("default-src 'self'");
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('are answered by the server, not by the web app’s page fallback', async () => {
    for (const url of ['/health/live', '/health/ready']) {
      const answer = await get(withWebApp, url, { host: '192.168.1.20' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/json');
    }
    // An unknown page still gets the app, so the fallback is really there.
    expect((await get(withWebApp, '/some/page')).body).toContain('the web app');
  });

  it('say not ready (503) while the database is unreachable or lacks this build’s migrations, and ready again after', async () => {
    const ping = t.db.ping;
    t.db.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const down = await get(t.app, '/health/ready');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'error', database: 'unreachable' });
      // Alive all the same: restarting the process would not bring the database back.
      expect((await get(t.app, '/health/live')).statusCode).toBe(200);
    } finally {
      t.db.ping = ping;
    }

    const last = await t.db.asOwner(async (db) => {
      const rows = await db.execute<{ id: number; hash: string; created_at: string }>(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`,
      );
      return rows.rows[0]!;
    });
    try {
      const behind = await get(t.app, '/health/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({ database: 'ok', migrations: 'pending' });
    } finally {
      await t.db.asOwner((db) =>
        db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at}::bigint)`,
        ),
      );
    }
    expect((await get(t.app, '/health/ready')).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('is absent without METRICS_TOKEN (404, not the web app) and refuses a missing or wrong token (401)', async () => {
    const absent = await get(withWebApp, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(absent.statusCode).toBe(404);
    expect(absent.body).not.toContain('the web app');
    expect((await get(t.app, '/metrics')).statusCode).toBe(401);
    for (const wrong of [`Bearer ${METRICS_TOKEN}x`, `Bearer ${METRICS_TOKEN.slice(1)}`, METRICS_TOKEN, 'Basic abc', 'Bearer ']) {
      const refused = await get(t.app, '/metrics', { authorization: wrong });
      expect(refused.statusCode, wrong).toBe(401);
      expect(refused.body).not.toContain('oim_');
    }
  });

  it('times requests by route pattern and status, counts sales posted, and reports the pool, the event loop and the process', async () => {
    const scrape = async () => {
      const answer = await get(t.app, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}`, host: '10.0.0.9' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/plain');
      return answer.body;
    };
    const sold = (text: string) => Number(/^oim_sales_posted_total (\d+)$/m.exec(text)?.[1]);
    const before = sold(await scrape());

    expect((await admin.get('/api/inventory/products/987654')).status).toBe(404);
    expect((await admin.get('/api/inventory/products/987655')).status).toBe(404);

    const channel = (await admin.get('/api/sales/sales-channels')).body.data[0];
    const walkIn = (await admin.get('/api/sales/customers/default')).body.data.id;
    const cash = ((await admin.get('/api/masterfile/payment-types')).body.data as { id: number; name: string }[]).find(
      (p) => p.name === 'Cash',
    )!.id;
    const count = (await admin.get('/api/masterfile/unit-classes?name=Count&relations=units')).body.data[0];
    const piece = count.units.find((u: { unit: string }) => u.unit === 'piece').id;
    const product = await admin.post('/api/inventory/products', {
      unitClassId: count.id,
      unitOfMeasureId: piece,
      type: 'PRODUCT',
      sku: 'OPS-METRIC',
      productName: 'Metrics Nail',
      basePrice: 5,
    });
    expect(product.status).toBe(201);
    const stocked = await admin.post('/api/inventory/adjustments', {
      locationId: channel.defaultPickingWarehouseId,
      reason: 'Opening stock',
      items: [{ productId: product.body.data.id, uomId: piece, quantity: 10 }],
    });
    expect(stocked.status).toBe(201);
    const sale = salePayload({
      salesChannelId: channel.id,
      customerId: walkIn,
      lines: [{ productId: product.body.data.id, orderedUomId: piece, orderedQuantity: 2, orderedUnitPrice: 5 }],
      payments: [{ paymentType: cash }],
    });
    const key = { 'idempotency-key': 'ops-metrics-sale-1' };
    expect(
      (await t.request('POST', '/api/sales/pos-order', { token: (await t.login('demo')).token, body: sale, headers: key })).status,
    ).toBe(201);
    // A replay is the same sale: not counted twice.
    expect(
      (await t.request('POST', '/api/sales/pos-order', { token: (await t.login('demo')).token, body: sale, headers: key })).status,
    ).toBe(201);
    // A refused sale (not enough stock) is not counted.
    const tooMany = salePayload({
      ...{ salesChannelId: channel.id, customerId: walkIn },
      lines: [{ productId: product.body.data.id, orderedUomId: piece, orderedQuantity: 500, orderedUnitPrice: 5 }],
      payments: [{ paymentType: cash }],
    });
    expect((await admin.post('/api/sales/pos-order', tooMany)).status).toBe(409);

    const text = await scrape();
    expect(sold(text)).toBe(before + 1);
    expect(text).toMatch(
      /^oim_http_request_duration_seconds_count\{method="GET",route="\/api\/inventory\/products\/:id",status_code="404"\} 2$/m,
    );
    expect(text).toMatch(
      /^oim_http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/sales\/pos-order",status_code="201"\} 2$/m,
    );
    expect(text).not.toContain('987654');
    // The probes and the scrape are not timed.
    expect(text).not.toMatch(/route="\/(health|metrics)/);
    expect(text).toMatch(/^oim_db_connections_in_use [01]$/m);
    expect(text).toMatch(/^oim_db_connections_waiting \d+$/m);
    expect(text).toMatch(/^oim_db_connections_max \d+$/m);
    expect(text).toMatch(/^oim_nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toMatch(/^oim_process_resident_memory_bytes \d+$/m);
  });
});

describe('log lines', () => {
  it('carry the request id and the shop on every line of a request, the first included', async () => {
    lines.length = 0;
    const answer = await admin.get('/api/inventory/products/987656');
    expect(answer.status).toBe(404);
    const requestId = answer.headers['x-request-id'];
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ours = entries.filter((e) => e.reqId === requestId);
    expect(ours.map((e) => e.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(ours.length).toBe(entries.length);
    for (const entry of ours) expect(entry, String(entry.msg)).toMatchObject({ reqId: requestId, shop: 'demo' });
    const demoId = ours.find((e) => e.msg === 'request completed')!.tenantId;
    expect(demoId).toEqual(expect.any(Number));

    // A refused sign-in in another shop: its lines name that shop.
    lines.length = 0;
    const refused = await t.request('POST', '/api/login', {
      shop: 'other',
      body: { email: 'nobody@x.test', password: 'wrong-password-1' },
    });
    expect(refused.status).toBe(401);
    const refusedEntries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(refusedEntries.length).toBeGreaterThanOrEqual(2);
    for (const entry of refusedEntries)
      expect(entry, String(entry.msg)).toMatchObject({ reqId: refused.headers['x-request-id'], shop: 'other' });
    expect(refusedEntries.find((e) => e.msg === 'request completed')!.tenantId).not.toBe(demoId);
  });
});
