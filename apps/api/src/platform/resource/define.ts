import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListQuery } from '@oim/shared/list-query';
import { hasPermission, type Permission } from '@oim/shared/permissions';
import type { Tx } from '../../db/client';
import type { Access } from '../http/routes';

export type FieldType = 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'enum' | 'json';

export type Field = {
  /** A column of the resource's table, or an SQL expression over it. */
  column: PgColumn | SQL.Aliased | SQL;
  type: FieldType;
  /** Allowed values of an enum. */
  values?: readonly string[];
  /** A json field's stored shape (from packages/shared): its answer is checked against it, documented and typed for the web. */
  schema?: z.ZodType;
  nullable?: boolean;
  /** May be filtered with column[comparison]=value (default true). */
  filter?: boolean;
  /** May be sorted on (default true). */
  sort?: boolean;
  /** Included in globalFilter (default false). */
  search?: boolean;
  /** Shown, filtered and sorted only for a viewer holding this permission (a product's cost). */
  requires?: string;
};

/** Who is reading: their permissions decide which guarded fields exist for them. */
export type Viewer = { permissions: ReadonlySet<string> } | undefined;

/** The resource's fields this viewer may see. */
export function visibleFields(resource: Resource, viewer: Viewer): Record<string, Field> {
  const guarded = Object.values(resource.fields).some((f) => f.requires);
  if (!guarded) return resource.fields;
  return Object.fromEntries(
    Object.entries(resource.fields).filter(([, f]) => !f.requires || (viewer !== undefined && viewer.permissions.has(f.requires))),
  );
}

export type Row = Record<string, unknown> & { id: number };

/**
 * Relations name their target resource by its name, so resources that point at each other need no import cycle.
 * A viewer loads a belongsTo or manyToMany relation with the permission that reads its target
 * (readAccessOf), or else as the target's lookup; hasMany and custom relations are parts of the
 * record itself and come with it.
 */
export type Relation =
  | { kind: 'belongsTo'; resource: string; foreignKey: string; label?: string }
  | { kind: 'hasMany'; resource: string; foreignKey: string }
  | {
      kind: 'manyToMany';
      resource: string;
      through: PgTable;
      sourceColumn: PgColumn;
      targetColumn: PgColumn;
    }
  | { kind: 'custom'; schema: z.ZodType; load: (tx: Tx, rows: Row[], viewer?: Viewer) => Promise<Map<number, unknown>> };

export type Resource = {
  /** The resource's unique name, used by relations: 'customers'. */
  name: string;
  /** How one record is named in messages: 'customer', 'payment type'. */
  label: string;
  table: PgTable & { id: PgColumn };
  fields: Record<string, Field> & { id: Field };
  relations?: Record<string, Relation>;
  defaultSort?: { column: string; direction: 'asc' | 'desc' }[];
  /** Fields computed from the row after loading (e.g. the displayed address). */
  computed?: { schema: Record<string, z.ZodType>; compute: (row: Row) => Record<string, unknown> };
  /** Named extra filters (stocksFilter, priceFilter) the resource understands. */
  specialFilters?: Partial<Record<'stocksFilter' | 'priceFilter', (value: string) => SQL | undefined>>;
  /**
   * Where a list's total is counted, when something cheaper than `table` has the same rows for
   * this query (fewer joins): an SQL relation named and with columns named as `table`'s, so the
   * list's filters read the same. Undefined counts on `table`.
   */
  countFrom?: (query: ListQuery, tenantId: number | null) => SQL | undefined;
  /**
   * Who may read records of this resource, also as another record's relation. Only needed when its
   * routes are not made by registerCrud, which records the access of its list and show routes.
   */
  read?: Access;
  /**
   * The fields a viewer who may not read this resource still sees of a record that another one they
   * may read refers to (a document's cashier by name, never their email): harmless lookups the
   * screens need. Computed fields are computed from these alone. Nothing nests beneath a lookup.
   */
  lookup?: readonly string[];
};

const registry = new Map<string, Resource>();

export function defineResource<R extends Resource>(resource: R): R {
  if (registry.has(resource.name)) throw new Error(`The resource ${resource.name} is defined twice.`);
  registry.set(resource.name, resource);
  return resource;
}

export function resourceNamed(name: string): Resource {
  const resource = registry.get(name);
  if (!resource) throw new Error(`No resource is named ${name}.`);
  return resource;
}

export function allResources(): Resource[] {
  return [...registry.values()];
}

/** Per resource: the permissions of the routes that read it (any one suffices), or 'open' for any signed-in user. */
const readers = new Map<string, Set<Permission> | 'open'>();

/** Records that a route reads the resource with this access (registerCrud calls it for list and show). */
export function allowRead(resource: Resource, access: Access): void {
  const known = readers.get(resource.name);
  if (known === 'open') return;
  if (access === 'public' || access === 'user') {
    readers.set(resource.name, 'open');
    return;
  }
  const set = known ?? new Set<Permission>();
  for (const permission of typeof access === 'string' ? [access] : access) set.add(permission);
  readers.set(resource.name, set);
}

/** Who may read the resource: its declared `read`, else what its routes need; undefined for a part of other records with no route of its own. */
export function readAccessOf(resource: Resource): Access | undefined {
  if (resource.read) return resource.read;
  const known = readers.get(resource.name);
  if (known === undefined) return undefined;
  return known === 'open' ? 'user' : [...known];
}

/** The viewer may read records of the resource (its list or show routes' access). */
export function mayRead(viewer: NonNullable<Viewer>, resource: Resource): boolean {
  return mayAccess(viewer, readAccessOf(resource));
}

/** The viewer holds what the access names (undefined, public and user need nothing). */
export function mayAccess(viewer: NonNullable<Viewer>, access: Access | undefined): boolean {
  if (access === undefined || access === 'public' || access === 'user') return true;
  return hasPermission(viewer.permissions, access);
}

export const belongsTo = (resource: string, foreignKey: string, label?: string): Relation => ({
  kind: 'belongsTo',
  resource,
  foreignKey,
  ...(label ? { label } : {}),
});

export const hasMany = (resource: string, foreignKey: string): Relation => ({ kind: 'hasMany', resource, foreignKey });

export const manyToMany = (resource: string, through: PgTable, sourceColumn: PgColumn, targetColumn: PgColumn): Relation => ({
  kind: 'manyToMany',
  resource,
  through,
  sourceColumn,
  targetColumn,
});

/** 'defaultPaymentTypeId' → 'default payment type'. */
export function humanize(field: string): string {
  return field
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}
