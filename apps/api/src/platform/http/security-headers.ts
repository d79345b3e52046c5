import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config, S3Config } from '../../config';

/** Where the browser loads media from besides this origin: the bucket, when images live in one. */
export function mediaOrigins(s3: S3Config | undefined): string[] {
  if (!s3) return [];
  if (s3.endpoint) {
    const endpoint = new URL(s3.endpoint);
    return [s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
  }
  // AWS signs virtual-hosted URLs, or path-style ones for bucket names with dots.
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`];
}

/**
 * Fastify's trustProxy for TRUST_PROXY: a list of addresses as is; a hop count as a function that
 * trusts that many hops next to the server (Fastify itself now trusts no hop for a bare number).
 * A hop count cannot tell the proxy from a client that reaches the server directly, which is why
 * the README says to prefer addresses.
 */
export function trustProxyOption(trustProxy: Config['trustProxy']): Pick<FastifyServerOptions, 'trustProxy'> {
  if (trustProxy === undefined) return {};
  if (typeof trustProxy === 'number') return { trustProxy: (_address: string, hop: number) => hop < trustProxy };
  return { trustProxy };
}

/** One year, the least that browsers' HSTS preload lists accept. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (the web app, the API, the docs) through helmet: a content
 * security policy, no framing by other sites, nosniff, no referrer. The web app runs no inline
 * script; style-src allows inline styles because MUI (emotion) writes its styles into <style>
 * elements at run time, as does the receipt printer, and a nonce would need a fresh index.html per
 * request and a nonce-aware style cache, while injected CSS cannot run script. HSTS is sent only
 * on an answer that went out over HTTPS (directly, or through a proxy TRUST_PROXY trusts), since
 * a browser ignores it over HTTP and a plain-HTTP shop on a LAN must stay reachable.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const media = mediaOrigins(config.s3);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for the shop logo as the receipt embeds it, blob: for previews of images being uploaded.
        imgSrc: ["'self'", 'data:', 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...media],
        // The offline terminal's service worker (apps/web/vite.config.ts), from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
