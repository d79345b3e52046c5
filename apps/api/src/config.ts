import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { acceptedPassword } from './password-policy';

/** The password rule of every account; its messages name the setting instead of a field. */
const adminPassword = acceptedPassword('ADMIN_PASSWORD');

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, an address with a prefix length (CIDR), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const TRUST_PROXY_RULE =
  'TRUST_PROXY must be the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)';

const hostname = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int({ error: 'PORT must be a whole number' })
    .min(1, { error: 'PORT must be between 1 and 65535' })
    .max(65535, { error: 'PORT must be between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  HTTPS_PORT: z
    .string()
    .transform((value, ctx): number | null => {
      const text = value.trim().toLowerCase();
      if (text === 'off' || text === 'false' || text === '0') return null;
      if (/^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535) return Number(text);
      ctx.addIssue({ code: 'custom', message: 'HTTPS_PORT must be a port between 1 and 65535, or off' });
      return z.NEVER;
    })
    .optional(),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  APP_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'APP_DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  BASE_DOMAIN: z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .refine((s) => hostname.test(s) || isIP(s) !== 0, { error: 'BASE_DOMAIN must be a host name such as example.com' })
    .default('localhost'),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).default('admin@demo.shop'),
  ADMIN_PASSWORD: z
    .string()
    .superRefine((value, ctx) => {
      const issue = adminPassword.safeParse(value).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message.replace(/^The /, '') });
    })
    .optional(),
  DEMO_CATALOGUE: z.enum(['true', 'false'], { error: 'DEMO_CATALOGUE must be true or false' }).default('true'),
  PLATFORM_ADMIN_TOKEN: z.string().min(24, { error: 'PLATFORM_ADMIN_TOKEN must be at least 24 characters' }).optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // `true` would trust the left-most X-Forwarded-For address, which the client writes.
  TRUST_PROXY: z
    .string()
    .transform((value, ctx): number | string[] => {
      const text = value.trim();
      if (/^\d{1,2}$/.test(text) && Number(text) >= 1) return Number(text);
      const entries = text.split(',').map((e) => e.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_RULE });
      return z.NEVER;
    })
    .optional(),
  METRICS_TOKEN: z.string().min(24, { error: 'METRICS_TOKEN must be at least 24 characters' }).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds' })
    .int({ error: 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds' })
    .min(0, { error: 'SHUTDOWN_TIMEOUT_MS must be between 0 and 600000' })
    .max(600_000, { error: 'SHUTDOWN_TIMEOUT_MS must be between 0 and 600000' })
    .default(25_000),
  API_DOCS_UI: z.enum(['true', 'false'], { error: 'API_DOCS_UI must be true or false' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'S3_REGION must be a region name such as ap-southeast-1' })
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:pass@host:port)' }).optional(),
  MAIL_FROM: z.string().trim().min(3, { error: 'MAIL_FROM must be an address such as Shop <no-reply@example.com>' }).optional(),
});

const S3_SETTINGS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** The bucket is all or nothing: half a configuration would quietly keep images on local disk. */
const checkedEnv = envSchema.superRefine((e, ctx) => {
  if (e.HTTPS_PORT != null && e.HTTPS_PORT === e.PORT)
    ctx.addIssue({ code: 'custom', path: ['HTTPS_PORT'], message: 'HTTPS_PORT must differ from PORT' });
  if (e.APP_DATABASE_URL && !e.DATABASE_URL)
    ctx.addIssue({ code: 'custom', path: ['APP_DATABASE_URL'], message: 'APP_DATABASE_URL is set but DATABASE_URL is not' });
  if (e.S3_BUCKET) {
    if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' });
    return;
  }
  const stray = S3_SETTINGS.find((key) => e[key] !== undefined);
  if (stray) ctx.addIssue({ code: 'custom', path: [stray], message: `${stray} is set but S3_BUCKET is not` });
});

/** The HTTPS port for phones on the LAN unless HTTPS_PORT names another (or off). */
export const DEFAULT_HTTPS_PORT = 3443;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export const DEMO_ADMIN_PASSWORD = 'demo12345';
/** The demo shop's name until its owner gives the real one. */
export const DEMO_SHOP_NAME = 'Demo Shop';
export const DEFAULT_TENANT_SLUG = 'demo';

export type Config = {
  port: number;
  host: string;
  /**
   * The second port that serves the same app over HTTPS with the shop's own certificate authority,
   * for phones on the LAN (platform/lan-https); null when off. 3443 unless HTTPS_PORT says otherwise,
   * off by default when the server listens only on the loopback address (no phone can reach it).
   */
  httpsPort: number | null;
  dataDir: string;
  /** The tables' owner on PostgreSQL: migrations and the start-up security step. */
  databaseUrl?: string;
  /**
   * The login requests connect with, made by the deployment (no superuser, owns nothing, member of
   * oim_app); without it the application derives one and keeps it up (db/request-login.ts).
   */
  appDatabaseUrl?: string;
  databasePoolSize: number;
  baseDomain: string;
  adminEmail: string;
  /** The operator's choice; without one the demo password is used, except in production. */
  adminPassword?: string;
  /** Whether the demo shop, when it is created, gets the sample catalogue (products, stock, customers, discounts). */
  demoCatalogue: boolean;
  platformAdminToken?: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (Fastify's trustProxy): the
   * number of hops in front of the server, or their addresses. None without TRUST_PROXY.
   */
  trustProxy?: number | string[];
  /** The bearer token /metrics asks for; without one there is no /metrics. */
  metricsToken?: string;
  /** How long a stopping server waits for requests in flight before it exits anyway. */
  shutdownTimeoutMs: number;
  /** Whether /api/docs serves the Swagger UI (the JSON document at /api/docs/json is always served). */
  apiDocsUi: boolean;
  /** An S3-compatible bucket for media; without one they are kept under dataDir. */
  s3?: S3Config;
  /** The mail server password-reset links go out through; without one, the owner sets a forgotten password. */
  smtpUrl?: string;
  /** The sender of the application's e-mail. */
  mailFrom: string;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws one line naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedEnv.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    throw new ConfigError(`Invalid configuration: ${issue.message}${key && !issue.message.startsWith(key) ? ` (${key})` : ''}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    httpsPort: e.HTTPS_PORT !== undefined ? e.HTTPS_PORT : LOOPBACK_HOSTS.has(e.HOST) ? null : DEFAULT_HTTPS_PORT,
    dataDir: resolve(e.DATA_DIR),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    ...(e.DATABASE_URL && e.APP_DATABASE_URL ? { appDatabaseUrl: e.APP_DATABASE_URL } : {}),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    baseDomain: e.BASE_DOMAIN,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    ...(e.ADMIN_PASSWORD ? { adminPassword: e.ADMIN_PASSWORD } : {}),
    demoCatalogue: e.DEMO_CATALOGUE === 'true',
    ...(e.PLATFORM_ADMIN_TOKEN ? { platformAdminToken: e.PLATFORM_ADMIN_TOKEN } : {}),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    ...(e.TRUST_PROXY !== undefined ? { trustProxy: e.TRUST_PROXY } : {}),
    ...(e.METRICS_TOKEN ? { metricsToken: e.METRICS_TOKEN } : {}),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Off in production unless asked for: the UI is for developers, the JSON document for clients.
    apiDocsUi: e.API_DOCS_UI === undefined ? e.NODE_ENV !== 'production' : e.API_DOCS_UI === 'true',
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    mailFrom: e.MAIL_FROM ?? `no-reply@${e.BASE_DOMAIN === 'localhost' || isIP(e.BASE_DOMAIN) !== 0 ? 'localhost' : e.BASE_DOMAIN}`,
    ...(e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          s3: {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          },
        }
      : {}),
  };
}
