import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The same application on a second, HTTPS port: Fastify's own request handler (every hook, route
 * and 404 as on the plain port) behind a TLS server with the shop's certificate. close() stops
 * it taking connections and lets requests in flight finish (main.ts calls it beside app.close()).
 */
export async function listenHttps(
  app: FastifyInstance,
  options: { port: number; host: string; keyPem: string; certPem: string },
): Promise<{ server: Server; port: number; close: () => Promise<void> }> {
  await app.ready();
  const server = createServer({ key: options.keyPem, cert: options.certPem }, (req, res) => app.routing(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  return { server, port: (server.address() as AddressInfo).port, close };
}
