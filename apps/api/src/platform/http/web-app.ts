import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/sanctum/');

/**
 * Serves the built web app from the same port as the API. Unknown non-API paths answer the app's
 * index.html so the client's router can show them (its own 404 screen included).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasApp = existsSync(join(distDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        // Hashed assets never change; index.html must always be fresh.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (isApi(path) || !hasApp || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ message: `The route ${req.method} ${path} was not found.` });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return reply.code(404).send({ message: 'Not found.' });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
