import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema/tenancy';

export type Tenant = { id: number; slug: string; name: string };

export type HostTenant = { kind: 'default' } | { kind: 'slug'; slug: string } | { kind: 'invalid' };

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  // More than one colon without brackets is a bare IPv6 address.
  return colon !== -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

/**
 * Which shop a Host header names: `<slug>.<base>` is that shop; the bare base domain, localhost
 * or an IP address is the default shop; anything else names no shop.
 */
export function tenantFromHost(rawHost: string | undefined, baseDomain: string): HostTenant {
  if (!rawHost) return { kind: 'default' };
  const host = stripPort(rawHost.trim().toLowerCase()).replace(/\.$/, '');
  if (host === '' || isIP(host) !== 0) return { kind: 'default' };
  for (const base of new Set([baseDomain, 'localhost'])) {
    if (host === base || host === `www.${base}`) return { kind: 'default' };
    if (host.endsWith(`.${base}`)) {
      const label = host.slice(0, -(base.length + 1));
      return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label) ? { kind: 'slug', slug: label } : { kind: 'invalid' };
    }
  }
  return { kind: 'invalid' };
}

const CACHE_MS = 60_000;

/** Looks shops up by slug. Found shops are kept a minute (slugs never change); misses are not kept. */
export class TenantDirectory {
  private readonly cache = new Map<string, { tenant: Tenant; until: number }>();
  constructor(private readonly db: Database) {}

  async bySlug(slug: string): Promise<Tenant | undefined> {
    const hit = this.cache.get(slug);
    if (hit && hit.until > Date.now()) return hit.tenant;
    const [row] = await this.db.transaction(null, (tx) =>
      tx.select({ id: tenants.id, slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.slug, slug)),
    );
    if (!row) return undefined;
    this.cache.set(slug, { tenant: row, until: Date.now() + CACHE_MS });
    return row;
  }
}
