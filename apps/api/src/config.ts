import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const hostname = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int({ error: 'PORT must be a whole number' })
    .min(1, { error: 'PORT must be between 1 and 65535' })
    .max(65535, { error: 'PORT must be between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  BASE_DOMAIN: z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .refine((s) => hostname.test(s) || isIP(s) !== 0, { error: 'BASE_DOMAIN must be a host name such as example.com' })
    .default('localhost'),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an email address' }).default('admin@demo.shop'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters' }).optional(),
  PLATFORM_ADMIN_TOKEN: z.string().min(24, { error: 'PLATFORM_ADMIN_TOKEN must be at least 24 characters' }).optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'NODE_ENV must be development, production or test' })
    .default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export const DEMO_ADMIN_PASSWORD = 'demo12345';
export const DEFAULT_TENANT_SLUG = 'demo';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  baseDomain: string;
  adminEmail: string;
  /** The operator's choice; without one the demo password is used, except in production. */
  adminPassword?: string;
  platformAdminToken?: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
};

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws one line naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? '');
    throw new ConfigError(`Invalid configuration: ${issue.message}${key && !issue.message.startsWith(key) ? ` (${key})` : ''}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    baseDomain: e.BASE_DOMAIN,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    ...(e.ADMIN_PASSWORD ? { adminPassword: e.ADMIN_PASSWORD } : {}),
    ...(e.PLATFORM_ADMIN_TOKEN ? { platformAdminToken: e.PLATFORM_ADMIN_TOKEN } : {}),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
  };
}
