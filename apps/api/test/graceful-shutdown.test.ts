// A restart during trading: SIGTERM lets the sale being rung up finish, refuses new connections,
// and the process exits 0. The server runs as its own process, on an embedded database of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePayload } from './support/sales';

const REPO_ROOT = join(import.meta.dirname, '../../..');
let child: ChildProcess;
let dataDir: string;
let port: number;
let output = '';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: found } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return found;
}

type Reply = { status: number; body: any };

function call(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          host: 'localhost',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => collect(res, resolve, reject),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function collect(res: http.IncomingMessage, resolve: (reply: Reply) => void, reject: (error: Error) => void) {
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
}

const until = async (what: string, check: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) waiting for ${what}:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}:\n${output}`);
};

/** Starts the server on dataDir (a new port each time) and waits until it is ready. */
async function startServer(env: Record<string, string> = {}): Promise<void> {
  port = await freePort();
  output = '';
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HTTPS_PORT: 'off',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  await until('readiness', async () => (await call('GET', '/health/ready').catch(() => ({ status: 0 }))).status === 200, 120_000);
}

const signIn = async () =>
  (await call('POST', '/api/login', { body: { email: 'admin@demo.shop', password: 'demo12345' } })).body.data.token as string;

let firstSaleId: number;

// The server runs on its own embedded database; the PostgreSQL run of the suite need not repeat it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'oim-shutdown-'));
    await startServer();
  }, 130_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('lets a sale in flight finish (201), refuses new connections meanwhile, and exits 0', async () => {
    const token = await signIn();
    const channel = (await call('GET', '/api/sales/sales-channels', { token })).body.data[0];
    const walkIn = (await call('GET', '/api/sales/customers/default', { token })).body.data.id;
    const cash = ((await call('GET', '/api/masterfile/payment-types', { token })).body.data as { id: number; name: string }[]).find(
      (p) => p.name === 'Cash',
    )!.id;
    const [coke] = (
      await call('GET', `/api/sales/pos-products?search=4809990000917&filterType=barcode&salesChannelId=${channel.id}`, { token })
    ).body.data;
    const sale = JSON.stringify(
      salePayload({
        salesChannelId: channel.id,
        customerId: walkIn,
        lines: [{ productId: coke.id, orderedUomId: coke.unitOfMeasureId, orderedQuantity: 2, orderedUnitPrice: 78 }],
        payments: [{ paymentType: cash }],
      }),
    );

    // The sale is on its way: headers and half its body have reached the server when SIGTERM comes.
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/sales/pos-order',
      agent: false,
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(sale),
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
      },
    });
    const answer = new Promise<Reply>((resolve, reject) => {
      req.on('response', (res) => collect(res, resolve, reject));
      req.on('error', reject);
    });
    const half = Math.floor(sale.length / 2);
    req.write(sale.slice(0, half));
    await until('the request to reach the server', () => output.includes('"url":"/api/sales/pos-order"'), 10_000);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await until('the server to start stopping', () => output.includes('stopping: finishing requests in flight'), 10_000);

    // Not listening any more: a load balancer's next connection goes to another instance.
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(child.exitCode).toBeNull();

    req.end(sale.slice(half));
    const posted = await answer;
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.data.salesOrderNumber).toMatch(/^SO-\d+$/);
    firstSaleId = posted.body.data.id;
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  }, 60_000);

  it('kept that sale after the restart, and exits 1 at SHUTDOWN_TIMEOUT_MS when a request never finishes', async () => {
    await startServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const token = await signIn();
    const kept = await call('GET', `/api/sales/sales-orders/${firstSaleId}`, { token });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ id: firstSaleId, netTotal: 156 });

    // A client that sends half its request and then nothing.
    const stuck = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login?stuck=1',
      agent: false,
      headers: { host: 'localhost', 'content-type': 'application/json', 'content-length': 200 },
    });
    const cutOff = new Promise<string>((resolve) => {
      stuck.on('response', (res) => resolve(`answered ${res.statusCode}`));
      stuck.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    stuck.write('{"email":"admin@demo.shop",');
    await until('the request to reach the server', () => output.includes('"url":"/api/login?stuck=1"'), 10_000);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited, output).toBe(1);
    expect(output).toContain('requests still in flight at the deadline');
    expect(await cutOff).toBe('ECONNRESET');
  }, 150_000);

  it("with HTTPS_PORT also serves HTTPS with the shop's certificate from the data folder, and stops both ports", async () => {
    const httpsPort = await freePort();
    await startServer({ HTTPS_PORT: String(httpsPort) });
    const ca = await readFile(join(dataDir, 'tls', 'shop-ca.crt'), 'utf8');
    expect(await readFile(join(dataDir, 'tls', 'server.crt'), 'utf8')).toContain('BEGIN CERTIFICATE');
    const secure = await new Promise<Reply>((resolve, reject) => {
      const req = https.request(
        { host: '127.0.0.1', port: httpsPort, method: 'GET', path: '/health/ready', agent: false, ca, headers: { host: 'localhost' } },
        (res) => collect(res, resolve, reject),
      );
      req.on('error', reject);
      req.end();
    });
    expect(secure).toEqual({ status: 200, body: { status: 'ok', database: 'ok', migrations: 'applied' } });
    expect(output).toMatch(/"msg":"certificates for phones ready"/);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: httpsPort });
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  }, 150_000);
});
