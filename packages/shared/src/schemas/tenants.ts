import { z } from 'zod';
import { email, newPassword, requiredText } from './fields';

export const RESERVED_SLUGS = [
  'www',
  'api',
  'app',
  'admin',
  'platform',
  'central',
  'static',
  'assets',
  'cdn',
  'mail',
  'smtp',
  'ftp',
  'localhost',
  'root',
  'status',
  'docs',
  'help',
  'support',
  'billing',
  'login',
] as const;

export const tenantSlug = z
  .string({ error: 'The slug field is required.' })
  .trim()
  .min(1, { error: 'The slug field is required.' })
  .max(63, { error: 'The slug may not be greater than 63 characters.' })
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, {
    error: 'The slug may only contain lowercase letters, digits and hyphens, and must start and end with a letter or digit.',
  })
  .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), { error: 'The slug is reserved.' });

export const createTenantBody = z.object({
  slug: tenantSlug,
  name: requiredText('name', 150),
  adminEmail: email('admin email'),
  adminPassword: newPassword('admin password'),
});
export type CreateTenantBody = z.infer<typeof createTenantBody>;
