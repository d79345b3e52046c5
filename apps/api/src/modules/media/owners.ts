import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Permission } from '@oim/shared/permissions';
import type { MediaCollection } from '@oim/shared/schemas/inventory';

/** A kind of record images can be attached to: the `{type}` of the media URLs. */
export type MediaOwner = {
  /** As it appears in URLs: 'products', 'service-orders', ... */
  type: string;
  /** The owner's table; a record must exist in the shop (under row-level security) to have media. */
  table: PgTable & { id: AnyPgColumn };
  /** What the record is called in a 404 ('The product was not found.'). */
  label: string;
  /** The collections it may hold; the first is the default for uploads. */
  collections: readonly [MediaCollection, ...MediaCollection[]];
  /** Any one of these lets a user see its images... */
  view: readonly Permission[];
  /** ...and any one of these lets a user upload, delete and choose the primary one. */
  edit: readonly Permission[];
};

const owners = new Map<string, MediaOwner>();

/** Makes a kind of record able to hold media; each module registers its own. */
export function registerMediaOwner(owner: MediaOwner): void {
  if (!/^[a-z][a-z0-9-]*$/.test(owner.type) || owner.type === 'bulk') throw new Error(`Invalid media owner type "${owner.type}"`);
  if (owners.has(owner.type)) throw new Error(`The media owner type "${owner.type}" is registered twice`);
  owners.set(owner.type, owner);
}

export function mediaOwner(type: string): MediaOwner | undefined {
  return owners.get(type);
}

/** Every permission that lets a user change some kind of media. */
export function anyMediaEditPermission(): Permission[] {
  return [...new Set([...owners.values()].flatMap((o) => o.edit))];
}
