import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import negotiateEncoding from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowedMethods } from './allowed-methods';

const isApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/sanctum/');

/** A request for the web app (its files or a page of it), which the server does not log: only API requests are. */
export const isWebAppRequest = (req: FastifyRequest) => !isApi(req.url);

/** The meta tag the web app reads its central domain from (apps/web/src/lib/api-host.ts). */
export const BASE_DOMAIN_META = 'oim-base-domain';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the server's BASE_DOMAIN in it: a run-time setting the built app cannot know. */
export function withBaseDomain(html: string, baseDomain: string): string {
  const meta = `<meta name="${BASE_DOMAIN_META}" content="${escapeAttribute(baseDomain)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `    ${meta}\n  </head>`) : `${meta}\n${html}`;
}

/**
 * Serves the built web app from the same port as the API. Unknown non-API paths answer the app's
 * index.html so the client's router can show them (its own 404 screen included); a known API path
 * asked with a method it does not answer is a 405 naming those it does.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const hasApp = existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // index.html is always answered by the handler below, which adds the base domain.
      allowedPath: (path) => path !== '/index.html',
      // The build writes <file>.br and <file>.gz beside each text file (scripts/build.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite names everything under assets/ by its content hash, so it never changes; the rest is revalidated.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const appPage = appPageReader(indexFile, app.deps.config.baseDomain);

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const allowed = isApi(path) ? allowedMethods(app, path) : [];
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ message: `The route ${path} does not answer ${req.method}; it answers ${allowed.join(', ')}.` });
    }
    if (isApi(path) || !hasApp || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ message: `The route ${req.method} ${path} was not found.` });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(path) && path !== '/index.html') return reply.code(404).send({ message: 'Not found.' });
    const page = await appPage();
    const encoding = negotiateEncoding(req.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(page[encoding ?? 'identity']);
  });
}

type AppPage = { mtimeMs: number; identity: Buffer; br: Buffer; gzip: Buffer };

/**
 * index.html with the base domain, and its brotli and gzip forms, made again whenever the file
 * changes, so a rebuilt app is served without a restart and no request compresses it anew.
 */
function appPageReader(indexFile: string, baseDomain: string): () => Promise<AppPage> {
  let page: AppPage | undefined;
  return async () => {
    const { mtimeMs } = await stat(indexFile);
    if (page?.mtimeMs !== mtimeMs) {
      const identity = Buffer.from(withBaseDomain(await readFile(indexFile, 'utf8'), baseDomain));
      page = { mtimeMs, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
    }
    return page;
  };
}
