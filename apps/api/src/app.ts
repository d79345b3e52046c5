import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customersPlugin } from './modules/customers';
import { expensesPlugin } from './modules/expenses';
import { financePlugin } from './modules/finance';
import { importsPlugin } from './modules/imports';
import { inventoryPlugin } from './modules/inventory';
import { masterfilePlugin } from './modules/masterfile';
import { stockCountsPlugin } from './modules/stock-counts';
import { mediaPlugin } from './modules/media';
import { platformPlugin } from './modules/platform';
import { posPlugin } from './modules/pos';
import { posTerminalsPlugin } from './modules/pos-terminals';
import { purchasingPlugin } from './modules/purchasing';
import { quotationsPlugin } from './modules/quotations';
import { rbacPlugin } from './modules/rbac';
import { reportsPlugin } from './modules/reports';
import { rmaPlugin } from './modules/rma';
import { onSalePosted, salesPlugin } from './modules/sales';
import { searchPlugin } from './modules/search';
import { servicePlugin } from './modules/service';
import { settingsPlugin } from './modules/settings';
import { warrantyPlugin } from './modules/warranty';
import { registerAuthRoutes } from './platform/auth/routes';
import type { AppDeps } from './platform/http/deps';
import { registerErrorHandler } from './platform/http/error-handler';
import { openapiTransform } from './platform/http/openapi';
import { AppMetrics, registerOperations } from './platform/http/operations';
import { validatorCompiler } from './platform/http/validation';
import { registerSecurityHeaders, trustProxyOption } from './platform/http/security-headers';
import { isWebAppRequest, registerWebApp } from './platform/http/web-app';
import { registerPhonePage, type PhoneAccess } from './platform/lan-https/phone-page';
import { tenantFromHost } from './platform/tenancy';
import { WEB_DIST_DIR } from './paths';
import { DEFAULT_TENANT_SLUG } from './config';

export type BuildOptions = {
  /** The process's pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Where the built web app is; tests leave it out. */
  webDistDir?: string;
  /** main.ts's stopping flag: once set, /health/ready answers 503. */
  isStopping?: () => boolean;
  /** The secure address for phones and the shop CA's certificate (main.ts, with HTTPS on); /phone says when there is none. */
  phoneAccess?: () => PhoneAccess | undefined;
};

/** Paths under /api that belong to no shop. */
const SHOPLESS = /^\/api\/(platform\/|health$|docs(\/|$))/;

/** A path the shop named by the Host answers (the API's, outside the shopless ones). */
const isShopPath = (path: string) => (path.startsWith('/api/') || path.startsWith('/sanctum/')) && !SHOPLESS.test(path);

/** The shop a Host names, for log lines before it is looked up (an IP or the base domain: the default shop). */
function shopNamedBy(host: string | undefined, baseDomain: string): string | undefined {
  const named = tenantFromHost(host, baseDomain);
  return named.kind === 'invalid' ? undefined : named.kind === 'default' ? DEFAULT_TENANT_SLUG : named.slug;
}

/** Builds the whole HTTP application without listening: main.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    // Only the configured hops: the left-most X-Forwarded-For address is whatever the client wrote.
    ...trustProxyOption(deps.config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    // API requests are logged; the app's files and pages are not (a page load asks for dozens).
    logController: new LogController({ disableRequestLogging: isWebAppRequest }),
    // Every line a request logs, its first ("incoming request") included, names the shop its Host names.
    childLoggerFactory: (logger, bindings, childOptions, rawReq) => {
      const shop = isShopPath((rawReq.url ?? '').split('?')[0] ?? '')
        ? shopNamedBy(rawReq.headers.host, deps.config.baseDomain)
        : undefined;
      return logger.child(shop ? { ...bindings, shop } : bindings, childOptions);
    },
  });
  const metrics = new AppMetrics(() => deps.db.connections());
  onSalePosted(deps, () => metrics.salesPosted.inc());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Spec 7: the client sends a JSON content type on every request, a body-less DELETE included.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );
  app.decorate('deps', deps);
  app.decorateRequest('tenant', undefined);

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, deps.config);
  // JSON answers of 1 kB or more, by Accept-Encoding; the app's files were compressed at build time.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /(?:\/|\+)json(?:;|$)/,
    globalDecompression: false,
  });
  // Limits are set per route; this only teaches Fastify to read multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Order and Inventory Management API',
        version: '0.0.1',
        description: 'Every shop is addressed by its own host: <shop>.<base domain>. Errors are JSON {message, errors}.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          platformToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: openapiTransform,
  });
  if (deps.config.apiDocsUi) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  else app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onRequest', async (req, reply) => {
    // The id finds a request's log lines, and only API requests are logged.
    if (!isWebAppRequest(req)) reply.header('x-request-id', req.id);
    const path = req.url.split('?')[0] ?? '';
    if (!isShopPath(path)) return;
    const slug = shopNamedBy(req.headers.host, deps.config.baseDomain);
    const tenant = slug === undefined ? undefined : await deps.tenants.bySlug(slug);
    if (!tenant) return reply.code(404).send({ message: 'Invalid tenant domain' });
    req.tenant = tenant;
    req.log = req.log.child({ tenantId: tenant.id });
    reply.log = req.log;
  });

  const health = {
    tags: ['Operations'],
    summary: 'Is the server and its database up?',
    response: {
      200: z.object({ status: z.literal('ok'), database: z.literal('ok') }).describe('The server and its database answer.'),
      503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }).describe('The database does not answer.'),
    },
  };
  app.get('/api/health', { schema: health }, async (_req, reply) => {
    try {
      await deps.db.ping();
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  // Probes and the scrape answer any Host (a load balancer may use an IP), outside tenancy and sign-in.
  registerOperations(app, metrics, { ...(options.isStopping ? { isStopping: options.isStopping } : {}) });

  // The page that sets a phone up for the secure address, on any Host, outside tenancy and sign-in.
  registerPhonePage(app, options.phoneAccess ?? (() => undefined));
  registerAuthRoutes(app);
  // Each business area registers its own routes (modules/<area>/index.ts).
  await app.register(rbacPlugin);
  await app.register(masterfilePlugin);
  await app.register(settingsPlugin);
  await app.register(inventoryPlugin);
  await app.register(customersPlugin);
  await app.register(salesPlugin);
  await app.register(posPlugin);
  await app.register(quotationsPlugin);
  await app.register(posTerminalsPlugin);
  await app.register(purchasingPlugin);
  await app.register(financePlugin);
  await app.register(expensesPlugin);
  await app.register(servicePlugin);
  await app.register(warrantyPlugin);
  await app.register(rmaPlugin);
  await app.register(reportsPlugin);
  await app.register(searchPlugin);
  await app.register(mediaPlugin);
  await app.register(importsPlugin);
  await app.register(stockCountsPlugin);
  await app.register(platformPlugin);

  await registerWebApp(app, options.webDistDir ?? WEB_DIST_DIR);
  return app;
}
