import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { idParam } from '@oim/shared/schemas/fields';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../auth/session-user';
import { invalid, notFound, type FieldErrors } from '../errors';
import type { AppDeps } from '../http/deps';
import type { Access, Router } from '../http/routes';
import type { Tenant } from '../tenancy';
import { allowRead, humanize, resourceNamed, type Resource, type Row, type Viewer } from './define';
import { findResource, listResource, readListQuery } from './list';
import { shopWhere } from './rows';
import type { FeatureGate } from '../features';
import { dataSchema, listQueryOf, messageDataSchema, messageSchema, pageSchema, showQueryOf } from './schema';

export type WriteContext = {
  tx: Tx;
  tenant: Tenant;
  user: AuthUser;
  deps: AppDeps;
  /** Work outside the database (removing files) that must wait until the transaction has committed. */
  afterCommit: (work: () => Promise<void>) => void;
};
type Values = Record<string, unknown>;

/** How a resource's records are created: the body, and the domain rules around the insert. */
export type CreateOptions<CB extends z.ZodType> = {
  body: CB;
  /** Domain rules before the insert; may throw, or return more columns (table property names) to insert. */
  before?: (ctx: WriteContext, values: z.output<CB>) => Promise<Values | void>;
  /** Work after the insert in the same transaction (links, side tables). */
  after?: (ctx: WriteContext, id: number, values: z.output<CB>) => Promise<void>;
};

export type CrudOptions<CB extends z.ZodType, UB extends z.ZodType> = {
  path: string;
  resource: Resource;
  access: { list: Access; show?: Access; create?: Access; update?: Access; delete?: Access };
  create?: CreateOptions<CB>;
  update?: {
    body: UB;
    before?: (ctx: WriteContext, values: z.output<UB>, existing: Row) => Promise<Values | void>;
    after?: (ctx: WriteContext, id: number, values: z.output<UB>) => Promise<void>;
  };
  remove?: {
    before?: (ctx: WriteContext, existing: Row) => Promise<void>;
    /** Checks after the delete, in the same transaction; throwing undoes the delete. */
    after?: (ctx: WriteContext, existing: Row) => Promise<void>;
  };
  /** Relations included in the answers of show, create and update when none are asked. */
  with?: string[];
  /** The feature flag the resource belongs to (its routes answer 403 when it is off). */
  feature?: FeatureGate;
};

/** Table property name of each field that is a plain column of the resource's table. */
function writableColumns(resource: Resource): Map<string, string> {
  const byColumn = new Map<PgColumn, string>();
  for (const [key, column] of Object.entries(getTableColumns(resource.table))) byColumn.set(column, key);
  const map = new Map<string, string>();
  for (const [name, field] of Object.entries(resource.fields)) {
    const key = byColumn.get(field.column as PgColumn);
    if (key && name !== 'id') map.set(name, key);
  }
  return map;
}

/** The values of the body that are columns of the table, under the table's property names. */
export function columnValues(resource: Resource, body: Values): Values {
  const columns = writableColumns(resource);
  const values: Values = {};
  for (const [name, value] of Object.entries(body)) {
    const key = columns.get(name);
    if (key && value !== undefined) values[key] = value;
  }
  return values;
}

/** Every belongsTo id in the body must be a record of this shop; otherwise 422 on that field. */
export async function checkReferences(tx: Tx, resource: Resource, body: Values): Promise<void> {
  const errors: FieldErrors = {};
  for (const relation of Object.values(resource.relations ?? {})) {
    if (relation.kind !== 'belongsTo') continue;
    const value = body[relation.foreignKey];
    if (value === null || value === undefined) continue;
    const target = resourceNamed(relation.resource);
    const idColumn = target.fields.id.column as PgColumn;
    const found = await tx
      .select({ id: idColumn })
      .from(target.table)
      .where(shopWhere(tx, target.table, eq(idColumn, value as number)))
      .limit(1);
    if (found.length === 0) {
      errors[relation.foreignKey] = [`The selected ${relation.label ?? humanize(relation.foreignKey)} is invalid.`];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/**
 * Creates one record as its create route does, after the body has been validated: its references,
 * its domain rules, the insert and the work after it, in the caller's transaction. Answers the id.
 */
export async function createRecord<CB extends z.ZodType>(
  ctx: WriteContext,
  resource: Resource,
  create: CreateOptions<CB>,
  body: z.output<CB>,
): Promise<number> {
  const values = body as unknown as Values;
  await checkReferences(ctx.tx, resource, values);
  const extra = (await create.before?.(ctx, body)) ?? {};
  const [inserted] = await ctx.tx
    .insert(resource.table)
    .values({ ...columnValues(resource, values), ...extra, tenantId: ctx.tenant.id } as never)
    .returning({ id: resource.fields.id.column as PgColumn });
  const id = Number(inserted!.id);
  await create.after?.(ctx, id, body);
  return id;
}

function relationsOf(query: unknown, fallback: string[] | undefined): string[] {
  const raw = (query as Record<string, string | string[] | undefined>)?.relations;
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return value ? value.split('|').filter((r) => r !== '') : (fallback ?? []);
}

/** List, show, create, update and delete of one resource (spec 7.2), each behind its permission. */
export function registerCrud<CB extends z.ZodType, UB extends z.ZodType>(r: Router, options: CrudOptions<CB, UB>): void {
  const { path, resource, access } = options;
  const feature = options.feature ? { feature: options.feature } : {};
  const idColumn = resource.fields.id.column as PgColumn;
  const label = resource.label;
  // Another resource's relation to this one needs what these routes need to read it.
  allowRead(resource, access.list);
  if (access.show) allowRead(resource, access.show);

  const load = async (tx: Tx, id: number, relations: string[] = options.with ?? [], viewer?: Viewer) => {
    const row = await findResource(tx, resource, id, relations, viewer);
    if (!row) throw notFound(label);
    return row;
  };

  r.get(path, {
    access: access.list,
    summary: `List ${label} records`,
    ...feature,
    query: listQueryOf(resource),
    response: { 200: pageSchema(resource) },
    handler: async ({ tx, query, user }) => listResource(tx, resource, readListQuery(query), { viewer: user ?? undefined }),
  });

  r.get(`${path}/:id`, {
    access: access.show ?? access.list,
    summary: `One ${label}`,
    ...feature,
    params: idParam,
    query: showQueryOf(resource),
    response: { 200: dataSchema(resource) },
    handler: async ({ tx, params, query, user }) => ({
      data: await load(tx, params.id, relationsOf(query, options.with), user ?? undefined),
    }),
  });

  const create = options.create;
  if (create && access.create) {
    r.post(path, {
      access: access.create,
      summary: `Create a ${label}`,
      ...feature,
      body: create.body,
      status: 201,
      response: { 201: messageDataSchema(resource) },
      handler: async ({ tx, tenant, user, deps, afterCommit, body }) => {
        const ctx: WriteContext = { tx, tenant, user: user as AuthUser, deps, afterCommit };
        const id = await createRecord(ctx, resource, create, body as z.output<CB>);
        return { message: 'Created successfully.', data: await load(tx, id, options.with, ctx.user) };
      },
    });
  }

  const update = options.update;
  if (update && access.update) {
    r.put(`${path}/:id`, {
      access: access.update,
      summary: `Update a ${label}`,
      ...feature,
      params: idParam,
      body: update.body,
      response: { 200: messageDataSchema(resource) },
      handler: async ({ tx, tenant, user, deps, afterCommit, params, body: parsed }) => {
        const body = parsed as z.output<UB>;
        const ctx: WriteContext = { tx, tenant, user: user as AuthUser, deps, afterCommit };
        const existing = await load(tx, params.id, []);
        const values = body as unknown as Values;
        await checkReferences(tx, resource, values);
        const extra = (await update.before?.(ctx, body, existing)) ?? {};
        const set = { ...columnValues(resource, values), ...extra };
        if (Object.keys(set).length > 0) {
          await tx
            .update(resource.table)
            .set(set as never)
            .where(shopWhere(tx, resource.table, eq(idColumn, params.id)));
        }
        await update.after?.(ctx, params.id, body);
        return { message: 'Updated successfully.', data: await load(tx, params.id, options.with, ctx.user) };
      },
    });
  }

  if (access.delete) {
    r.delete(`${path}/:id`, {
      access: access.delete,
      summary: `Delete a ${label}`,
      ...feature,
      params: idParam,
      response: { 200: messageSchema },
      handler: async ({ tx, tenant, user, deps, afterCommit, params }) => {
        const existing = await load(tx, params.id, []);
        const ctx: WriteContext = { tx, tenant, user: user as AuthUser, deps, afterCommit };
        await options.remove?.before?.(ctx, existing);
        await tx.delete(resource.table).where(shopWhere(tx, resource.table, eq(idColumn, params.id)));
        await options.remove?.after?.(ctx, existing);
        return { message: 'Deleted successfully.' };
      },
    });
  }
}
