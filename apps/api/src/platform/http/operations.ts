import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the operations routes read besides the app's deps. */
export type OperationsOptions = {
  /** Set once shutdown has begun: readiness answers 503 so the load balancer sends no more. */
  isStopping?: () => boolean;
};

/** Paths that answer for any Host (a load balancer probes by IP), outside tenancy, sign-in and the web app. */
export const OPERATIONS_PATHS = ['/health/live', '/health/ready', '/metrics'] as const;

/**
 * The process's Prometheus metrics, in a registry of their own (tests build many apps in one
 * process; each gets its own). Default process metrics and the event loop's lag come from
 * prom-client's collectDefaultMetrics.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly salesPosted: Counter;

  constructor(connections: () => { inUse: number; waiting: number; size: number }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'oim_' });
    this.requestDuration = new Histogram({
      name: 'oim_http_request_duration_seconds',
      help: 'API request duration by route pattern, method and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.salesPosted = new Counter({
      name: 'oim_sales_posted_total',
      // Not by shop: thousands of shops would be thousands of series; the reports count per shop.
      help: 'Sales posted (committed) at the terminal or from a quotation',
      registers: [this.registry],
    });
    new Gauge({
      name: 'oim_db_connections_in_use',
      help: 'Database connections busy with a transaction (PGlite: its one connection, 0 or 1)',
      registers: [this.registry],
      collect() {
        this.set(connections().inUse);
      },
    });
    new Gauge({
      name: 'oim_db_connections_waiting',
      help: 'Transactions waiting for a database connection',
      registers: [this.registry],
      collect() {
        this.set(connections().waiting);
      },
    });
    new Gauge({
      name: 'oim_db_connections_max',
      help: 'The most database connections this process opens',
      registers: [this.registry],
      collect() {
        this.set(connections().size);
      },
    });
  }
}

/** Compares a bearer token in constant time (a length mismatch is refused at once: it reveals only the length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * /health/live (the process answers), /health/ready (the database answers and holds this build's
 * migrations, and the process is not stopping) and, with METRICS_TOKEN, /metrics; and the request
 * duration histogram, which is labelled by the route's pattern, never by the raw URL.
 */
export function registerOperations(app: FastifyInstance, metrics: AppMetrics, options: OperationsOptions = {}): void {
  const { db, config } = app.deps;
  const hidden = { schema: { hide: true } };

  app.get('/health/live', hidden, async (_req, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get('/health/ready', hidden, async (_req, reply) => {
    noStore(reply);
    if (options.isStopping?.()) return reply.code(503).send({ status: 'stopping' });
    try {
      await db.ping();
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
    const migrated = await db.migrationsApplied().catch(() => false);
    if (!migrated) return reply.code(503).send({ status: 'error', database: 'ok', migrations: 'pending' });
    return { status: 'ok', database: 'ok', migrations: 'applied' };
  });

  // Registered with or without a token, so an unset METRICS_TOKEN is a plain 404 and never the web app's page.
  app.get('/metrics', hidden, async (req, reply) => {
    noStore(reply);
    const token = config.metricsToken;
    if (!token) return reply.code(404).send({ message: 'The route GET /metrics was not found.' });
    if (!bearerMatches(req.headers.authorization, token))
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: 'A valid metrics token is required.' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = req.routeOptions.url;
    // Only the API's routes: the web app's files and pages, the probes and the scrape itself are not timed.
    if (!route || !(route.startsWith('/api/') || route.startsWith('/sanctum/'))) return;
    metrics.requestDuration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
