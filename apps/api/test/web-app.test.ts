import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppDeps } from '../src/platform/http/deps';
import { createLogger } from '../src/platform/logging';

const INDEX =
  '<!doctype html>\n<html>\n  <head>\n    <title>Order and Inventory Management</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const META = '<meta name="oim-base-domain" content="shops.ph" />';

// Serving the web app touches no database, so the app is built without one; every shop exists.
async function appServing(distDir: string, baseDomain: string, log: string[] = []): Promise<FastifyInstance> {
  const deps = {
    config: loadConfig({ NODE_ENV: 'test', BASE_DOMAIN: baseDomain }),
    tenants: { bySlug: async (slug: string) => ({ id: 1, slug, name: slug }) },
    mediaStorage: {},
  } as unknown as AppDeps;
  return buildApp(deps, { webDistDir: distDir, logger: createLogger('info', { write: (line: string) => void log.push(line) }) });
}

/** A built script as `scripts/build.mjs` leaves it: the file and its brotli and gzip forms. */
const SCRIPT = `export const greeting = ${JSON.stringify('Mabuhay! '.repeat(300))};\n`;

describe('the built web app learns BASE_DOMAIN from the server', () => {
  let dist: string;
  let app: FastifyInstance;
  const log: string[] = [];
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'oim-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    await writeFile(join(dist, 'assets', 'big-Dx81kq0z.js'), SCRIPT);
    await writeFile(join(dist, 'assets', 'big-Dx81kq0z.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(dist, 'assets', 'big-Dx81kq0z.js.gz'), gzipSync(SCRIPT));
    app = await appServing(dist, 'Shops.PH', log);
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/sales/sales-orders?x=1', '/index.html'])(
    'GET %s answers index.html with the base domain in a meta tag',
    async (url) => {
      for (const host of ['shops.ph', 'acme.shops.ph']) {
        const answer = await app.inject({ method: 'GET', url, headers: { host } });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(answer.body).toContain(`    ${META}\n  </head>`);
        expect(answer.body.match(/oim-base-domain/g)).toHaveLength(1);
      }
    },
  );

  it('serves the other files as they are, and API paths stay JSON 404s', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { host: 'acme.shops.ph' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { host: 'shops.ph' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'The route GET /api/nothing-here was not found.' });
    expect((await app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
  });

  it('sends the compressed copy of a built file the browser accepts, as it was built, and the file itself to others', async () => {
    const get = (acceptEncoding?: string) =>
      app.inject({ method: 'GET', url: '/assets/big-Dx81kq0z.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    // Not compressed a second time on its way out.
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    for (const plain of [await get(), await get('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('sends the app page compressed when the browser accepts it, never cached', async () => {
    const br = await app.inject({ method: 'GET', url: '/login', headers: { host: 'acme.shops.ph', 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(META);
    const gz = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain(META);
  });

  it('logs API requests, with the request id in the answer, but not the files and pages of the app', async () => {
    log.length = 0;
    for (const url of ['/assets/main-abc123.js', '/sales/sales-orders']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-request-id']).toBeUndefined();
    }
    expect(log).toEqual([]);
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const lines = log.map((line) => JSON.parse(line));
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0].reqId).toBe(api.headers['x-request-id']);
  });

  it('the default base domain is localhost', async () => {
    const local = await appServing(dist, 'localhost');
    const answer = await local.inject({ method: 'GET', url: '/' });
    expect(answer.body).toContain('<meta name="oim-base-domain" content="localhost" />');
    await local.close();
  });
});
