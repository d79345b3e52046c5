import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { mediaOrigins } from '../src/platform/http/security-headers';
import type { AppDeps } from '../src/platform/http/deps';

let dist: string;
const apps: FastifyInstance[] = [];

// Headers touch no database, so the app is built without one; every shop exists.
async function appWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const deps = {
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    tenants: { bySlug: async (slug: string) => ({ id: 1, slug, name: slug }) },
    mediaStorage: {},
  } as unknown as AppDeps;
  const app = await buildApp(deps, { webDistDir: dist });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'oim-web-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await rm(dist, { recursive: true, force: true });
});

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('are on the web app and on the API: a script policy without inline script, no framing by others, nosniff, no referrer', async () => {
    const app = await appWith();
    for (const url of ['/', '/login', '/api/nothing-here', '/api/rbac/roles']) {
      const answer = await app.inject({ method: 'GET', url });
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['worker-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS only to an answer that went out over HTTPS through a trusted proxy', async () => {
    const trusting = await appWith({ TRUST_PROXY: '127.0.0.1' });
    const viaTls = await trusting.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await trusting.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is the client's word, and changes nothing.
    const untrusting = await appWith();
    const claimed = await untrusting.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('let images come from the S3 bucket when media live in one', async () => {
    const app = await appWith({ S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'ap-southeast-1' });
    const csp = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['img-src']).toContain('https://shop-media.s3.ap-southeast-1.amazonaws.com');
    const minio = loadConfig({
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_ENDPOINT: 'http://minio.local:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(mediaOrigins(minio.s3)).toEqual(['http://minio.local:9000']);
  });
});

describe('the API document', () => {
  it('serves the Swagger UI outside production', async () => {
    const app = await appWith();
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-initializer.js');
    // The page passes the policy: its scripts are files, none inline.
    expect(ui.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('in production serves the JSON document but not the UI, unless API_DOCS_UI=true', async () => {
    const production = await appWith({ NODE_ENV: 'production' });
    expect((await production.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await production.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
    const json = await production.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
    const withUi = await appWith({ NODE_ENV: 'production', API_DOCS_UI: 'true' });
    expect((await withUi.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });
});
