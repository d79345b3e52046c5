import { X509Certificate } from 'node:crypto';
import { readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkServerIdentity } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { certificateNames, ensureLanCertificates, TLS_FOLDER } from '../src/platform/lan-https/certificates';
import { listenHttps } from '../src/platform/lan-https/https-server';
import type { PhoneAccess } from '../src/platform/lan-https/phone-page';
import type { AppDeps } from '../src/platform/http/deps';
import { startLine } from '../src/start-line';

const LAN = { addresses: ['192.168.1.20', '10.0.0.7'], hostname: 'Counter-PC' };

let dataDir: string;
const apps: FastifyInstance[] = [];
const closers: (() => Promise<void>)[] = [];

// The page and the download touch no database: the app is built without one.
async function appWith(access: PhoneAccess | undefined): Promise<FastifyInstance> {
  const deps = {
    config: loadConfig({ NODE_ENV: 'test' }),
    tenants: { bySlug: async (slug: string) => ({ id: 1, slug, name: slug }) },
    mediaStorage: {},
  } as unknown as AppDeps;
  const app = await buildApp(deps, { phoneAccess: () => access });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'oim-tls-'));
});
afterAll(async () => {
  for (const close of closers) await close();
  for (const app of apps) await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the shop's certificate authority and this machine's certificate", () => {
  it('are made on the first start and reused on the next; a new LAN address gets a new server certificate under the same CA', async () => {
    const dir = join(dataDir, 'reuse');
    const first = ensureLanCertificates(dir, LAN);
    expect(first.created).toEqual({ ca: true, server: true });
    expect((await stat(join(dir, TLS_FOLDER, 'shop-ca.key'))).mode & 0o077).toBe(0);
    expect((await stat(join(dir, TLS_FOLDER, 'server.key'))).mode & 0o077).toBe(0);

    const again = ensureLanCertificates(dir, { ...LAN, addresses: [...LAN.addresses].reverse() });
    expect(again.created).toEqual({ ca: false, server: false });
    expect(again.caCertPem).toBe(first.caCertPem);
    expect(again.certPem).toBe(first.certPem);
    expect(again.keyPem).toBe(first.keyPem);

    const moved = ensureLanCertificates(dir, { ...LAN, addresses: ['192.168.1.31'] });
    expect(moved.created).toEqual({ ca: false, server: true });
    expect(moved.caCertPem).toBe(first.caCertPem);
    expect(certificateNames(moved.certPem).ips).toEqual(['127.0.0.1', '192.168.1.31']);
    expect(await readFile(join(dir, TLS_FOLDER, 'server.crt'), 'utf8')).toBe(moved.certPem);
  });

  it('the server certificate is signed by the CA and names every LAN address, localhost and the host name', () => {
    const made = ensureLanCertificates(join(dataDir, 'names'), LAN);
    const ca = new X509Certificate(made.caCertPem);
    const server = new X509Certificate(made.certPem);
    expect(ca.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.checkIssued(ca)).toBe(true);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(certificateNames(made.certPem)).toEqual({
      ips: ['10.0.0.7', '127.0.0.1', '192.168.1.20'],
      dnsNames: ['counter-pc', 'localhost'],
    });
    for (const host of ['192.168.1.20', '10.0.0.7', '127.0.0.1', 'localhost', 'counter-pc'])
      expect(checkServerIdentity(host, server.toLegacyObject())).toBeUndefined();
    expect(checkServerIdentity('192.168.1.99', server.toLegacyObject())).toBeInstanceOf(Error);
    // Apple refuses server certificates valid for more than 825 days.
    const days = (Date.parse(server.validTo) - Date.parse(server.validFrom)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(825);
    expect(server.keyUsage).toContain('1.3.6.1.5.5.7.3.1');
  });
});

function get(port: number, path: string, ca?: string): Promise<{ status: number; body: string; hsts?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        headers: { host: `192.168.1.20:${port}` },
        ...(ca ? { ca } : {}),
        servername: undefined,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, hsts: res.headers['strict-transport-security'] as string | undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTPS port', () => {
  it('answers with the certificate: a client trusting only the shop CA gets the app, one without it is refused', async () => {
    const made = ensureLanCertificates(join(dataDir, 'serve'), LAN);
    const access: PhoneAccess = { httpsPort: 0, caCertPem: made.caCertPem, addresses: LAN.addresses };
    const app = await appWith(access);
    const secure = await listenHttps(app, { port: 0, host: '127.0.0.1', keyPem: made.keyPem, certPem: made.certPem });
    closers.push(secure.close);
    access.httpsPort = secure.port;

    const answer = await get(secure.port, '/health/live', made.caCertPem);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    expect(answer.hsts).toMatch(/max-age=/);
    await expect(get(secure.port, '/health/live')).rejects.toThrow(/self[- ]signed|unable to verify|certificate/i);

    await secure.close();
    await expect(get(secure.port, '/health/live', made.caCertPem)).rejects.toThrow();
  });
});

/** The dark modules of qrcode's SVG path ("M2 2.5h7m3 0h1…"), as rows of 0/1 inside the quiet zone. */
function modulesOf(svg: string, size: number, margin: number): number[][] {
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      for (let i = 0; i < Number(a); i++) grid[Math.floor(y) - margin]![x - margin + i] = 1;
      x += Number(a);
    }
  }
  return grid;
}

describe('the page for phones on the plain address', () => {
  const made = () => ensureLanCertificates(join(dataDir, 'page'), LAN);

  it('shows the secure address of the host it was opened at as a QR code, the download and the steps for Android and iPhone', async () => {
    const app = await appWith({ httpsPort: 3443, caCertPem: made().caCertPem, addresses: LAN.addresses });
    const answer = await app.inject({ method: 'GET', url: '/phone', headers: { host: '10.0.0.7:3000' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const html = answer.body;
    expect(html).toContain('https://10.0.0.7:3443/');
    expect(html).toContain('href="/shop-ca.crt"');
    expect(html).toMatch(/<h2>Android[^<]*<\/h2>[\s\S]*Install a certificate[\s\S]*CA certificate/);
    expect(html).toMatch(/<h2>iPhone[^<]*<\/h2>[\s\S]*VPN and Device Management[\s\S]*Certificate Trust Settings/);
    expect(html).not.toMatch(/PRIVATE KEY|BEGIN CERTIFICATE/);

    // The QR code is the secure address itself.
    const expected = QRCode.create('https://10.0.0.7:3443/', { errorCorrectionLevel: 'M' }).modules;
    const rows = Array.from({ length: expected.size }, (_, r) => Array.from({ length: expected.size }, (_, c) => expected.get(r, c)));
    const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0] ?? '';
    expect(modulesOf(svg, expected.size, 2)).toEqual(rows);
  });

  it('read on the machine itself, it points phones to its first LAN address', async () => {
    const app = await appWith({ httpsPort: 3443, caCertPem: made().caCertPem, addresses: [...LAN.addresses, 'localhost'] });
    const html = (await app.inject({ method: 'GET', url: '/phone', headers: { host: 'localhost:3000' } })).body;
    expect(html).toContain('https://192.168.1.20:3443/');
    expect(html).toContain('https://10.0.0.7:3443/');
    expect(html).not.toContain('https://localhost');
  });

  it('the CA download is the certificate only, never a key, whatever it is handed', async () => {
    const { caCertPem } = made();
    const key = await readFile(join(dataDir, 'page', TLS_FOLDER, 'shop-ca.key'), 'utf8');
    const app = await appWith({ httpsPort: 3443, caCertPem: `${key}${caCertPem}`, addresses: LAN.addresses });
    const answer = await app.inject({ method: 'GET', url: '/shop-ca.crt', headers: { host: '192.168.1.20:3000' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/x-x509-ca-cert');
    expect(answer.body).not.toMatch(/PRIVATE KEY/);
    expect(answer.body.trim()).toBe(caCertPem.trim());
    expect(new X509Certificate(answer.body).ca).toBe(true);
  });

  it('without HTTPS the page says why and there is nothing to download', async () => {
    const app = await appWith(undefined);
    const page = await app.inject({ method: 'GET', url: '/phone', headers: { host: '192.168.1.20:3000' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/no secure \(https\) address/);
    expect((await app.inject({ method: 'GET', url: '/shop-ca.crt' })).statusCode).toBe(404);
  });
});

describe('HTTPS_PORT and the Ready line', () => {
  it('is 3443 when the server listens for other devices, off on the loopback address or when told', () => {
    expect(loadConfig({}).httpsPort).toBe(3443);
    expect(loadConfig({ HTTPS_PORT: '8443' }).httpsPort).toBe(8443);
    expect(loadConfig({ HOST: '127.0.0.1' }).httpsPort).toBeNull();
    expect(loadConfig({ HOST: '127.0.0.1', HTTPS_PORT: '8443' }).httpsPort).toBe(8443);
    expect(loadConfig({ HTTPS_PORT: 'off' }).httpsPort).toBeNull();
    expect(loadConfig({ HTTPS_PORT: '0' }).httpsPort).toBeNull();
    expect(() => loadConfig({ HTTPS_PORT: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ HTTPS_PORT: '70000' })).toThrow(/HTTPS_PORT/);
    expect(() => loadConfig({ HTTPS_PORT: '3000' })).toThrow(/HTTPS_PORT must differ from PORT/);
  });

  it('names the secure address for phones and the page that sets a phone up', () => {
    expect(startLine(loadConfig({}), ['192.168.1.20'], { httpsPort: 3443 })).toBe(
      "Ready: open http://localhost:3000 (from another device: http://192.168.1.20:3000; phones: https://192.168.1.20:3443, after trusting the shop's certificate at http://192.168.1.20:3000/phone) and sign in as admin@demo.shop with the password demo12345 (until you change it).",
    );
  });
});
