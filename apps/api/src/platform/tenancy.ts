import { isIP } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Tx } from '../db/client';
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

/** The channel a new shop is announced on (its slug is the payload). */
const SHOPS_CHANNEL = 'oim_shops';
/** The fallback: an entry is asked again after this long even if no announcement came. */
export const SHOP_DIRECTORY_TTL_MS = 5_000;
/** Shops kept per process; the least recently used give way. */
export const SHOP_DIRECTORY_MAX = 10_000;
/** Slugs that name no shop, kept apart so a scan of made-up hosts cannot push real shops out. */
const UNKNOWN_MAX = 2_000;

/** Tells every API process, once the transaction commits, that a shop now answers to this slug. */
export async function announceNewShop(tx: Tx, slug: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SHOPS_CHANNEL}, ${slug})`);
}

/**
 * Looks shops up by slug, keeping what it found (shops and slugs that name none) in bounded LRUs
 * for SHOP_DIRECTORY_TTL_MS. A shop is never renamed or removed (the app role may only add one), so
 * only "no such shop" can go stale: a new shop is announced (announceNewShop) and every process
 * drops that slug as the creating transaction commits. Nothing is kept while the process is not
 * hearing announcements (the listening connection is down), and everything is dropped when it
 * comes back, since announcements may have been missed meanwhile.
 */
export class TenantDirectory {
  private readonly known: LRUCache<string, Tenant>;
  private readonly unknown: LRUCache<string, true>;
  private hearing = false;
  /** Moves on at each announcement or gap: a look-up that started before one does not keep its answer. */
  private generation = 0;
  private readonly unlisten: () => void;

  constructor(
    private readonly db: Database,
    bounds: { shops?: number; unknown?: number } = {},
  ) {
    this.known = new LRUCache({ max: bounds.shops ?? SHOP_DIRECTORY_MAX, ttl: SHOP_DIRECTORY_TTL_MS });
    this.unknown = new LRUCache({ max: bounds.unknown ?? UNKNOWN_MAX, ttl: SHOP_DIRECTORY_TTL_MS });
    this.unlisten = db.listen(SHOPS_CHANNEL, {
      notice: (slug) => this.forgetSlug(slug),
      connected: () => this.forget(true),
      disconnected: () => this.forget(false),
    });
  }

  /**
   * Drops what is kept for a slug: on an announcement, and by the process that created the shop as
   * soon as its transaction commits (its own announcement arrives a moment later).
   */
  forgetSlug(slug: string): void {
    this.generation += 1;
    this.unknown.delete(slug);
    this.known.delete(slug);
  }

  private forget(hearing: boolean): void {
    this.generation += 1;
    this.hearing = hearing;
    this.known.clear();
    this.unknown.clear();
  }

  /** How many shops and unknown slugs are kept now (for the bench and tests). */
  get size(): { known: number; unknown: number } {
    return { known: this.known.size, unknown: this.unknown.size };
  }

  async bySlug(slug: string): Promise<Tenant | undefined> {
    const hit = this.known.get(slug);
    if (hit) return hit;
    if (this.unknown.has(slug)) return undefined;
    const generation = this.generation;
    const [row] = await this.db.transaction(null, (tx) =>
      tx.select({ id: tenants.id, slug: tenants.slug, name: tenants.name }).from(tenants).where(eq(tenants.slug, slug)),
    );
    if (this.hearing && generation === this.generation) {
      if (row) this.known.set(slug, row);
      else this.unknown.set(slug, true);
    }
    return row;
  }

  /** Stops listening (the database's close ends the connection too). */
  close(): void {
    this.unlisten();
  }
}
