import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { AppError, summarize, type FieldErrors } from '../errors';
import type { Access } from '../http/routes';
import { mayAccess, readAccessOf, resourceNamed, type Relation, type Resource, type Row, type Viewer } from './define';
import { present, selection, shopWhere } from './rows';

/** A relation to load: what to load beneath it, and `only` the fields of a lookup the viewer may not read in full. */
export type RelationNode = { children: RelationTree; only?: readonly string[] };
export type RelationTree = Map<string, RelationNode>;

const MAX_DEPTH = 6;

/** The access a relation needs: the target's; a record's own parts (hasMany, custom) need none beyond it. */
function accessOf(relation: Relation): Access | undefined {
  if (relation.kind === 'hasMany' || relation.kind === 'custom') return undefined;
  return readAccessOf(resourceNamed(relation.resource));
}

/**
 * 'a|a.b|c' → {a: {b}, c}; every segment checked against the resource's relations (unknown → into
 * `errors`, for a 400) and, with a viewer, against their permissions: a relation whose target the
 * viewer may not read is loaded as a lookup (its `lookup` fields only, nothing beneath) when the
 * target has one, and is otherwise put into `denied` (for a 403). Without a viewer (the server's
 * own reads) permissions are not checked.
 */
export function relationTree(
  resource: Resource,
  paths: string[],
  errors: FieldErrors,
  viewer?: Viewer,
  denied: string[] = [],
): RelationTree {
  const tree: RelationTree = new Map();
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) {
      (errors.relations ??= []).push(`The relation '${path}' is nested too deeply.`);
      continue;
    }
    let node = tree;
    let parent: RelationNode | undefined;
    let current: Resource | undefined = resource;
    for (const [index, segment] of segments.entries()) {
      const relation: Relation | undefined = current?.relations?.[segment];
      if (!relation || !Object.hasOwn(current?.relations ?? {}, segment)) {
        (errors.relations ??= []).push(`Unknown relation '${path}'.`);
        break;
      }
      const target: Resource | undefined = relation.kind === 'custom' ? undefined : resourceNamed(relation.resource);
      let only: readonly string[] | undefined;
      if (viewer && (parent?.only || !mayAccess(viewer, accessOf(relation)))) {
        const named = segments.slice(0, index + 1).join('.');
        if (parent?.only || !target?.lookup || relation.kind === 'hasMany') {
          if (!denied.includes(named)) denied.push(named);
          break;
        }
        only = target.lookup;
      }
      let child = node.get(segment);
      if (!child) {
        child = { children: new Map(), ...(only ? { only } : {}) };
        node.set(segment, child);
      }
      parent = child;
      node = child.children;
      current = target;
    }
  }
  return tree;
}

/** 403 naming the relations the viewer may not load. */
export function relationsForbidden(denied: string[]): AppError {
  const errors = { relations: denied.map((name) => `You do not have permission to load the relation '${name}'.`) };
  return new AppError('FORBIDDEN', summarize(errors), errors);
}

/**
 * Rows the caller already holds, per resource name, each with all of the resource's fields as a
 * select of them answers (raw, before `present`): a record just written (RETURNING) or looked up.
 * A belongsTo relation whose targets are all here is not read again. For a hasMany relation the
 * caller vouches that they are all the children of the rows (e.g. the lines a sale has just written).
 */
export type KnownRows = Map<string, Record<string, unknown>[]>;

/** The known rows of a resource whose `key` field is one of `values` (`all`: the children of a hasMany), presented, children in the resource's default order; undefined when a target is missing or the order cannot be kept. */
function fromKnown(
  known: KnownRows | undefined,
  target: Resource,
  key: string,
  values: number[],
  viewer: Viewer,
  only: readonly string[] | undefined,
  all: boolean,
): Row[] | undefined {
  const rows = known?.get(target.name);
  if (!rows) return undefined;
  const wanted = new Set(values);
  const found = rows.filter((r) => wanted.has(r[key] as number));
  if (!all && new Set(found.map((r) => r[key])).size !== wanted.size) return undefined;
  // A belongsTo relation is matched by id, so only the children of a hasMany keep an order.
  if (!all || found.length <= 1) return found.map((r) => present(target, r, viewer, only));
  const order = knownOrder(target);
  if (!order) return undefined;
  return found.sort(order).map((r) => present(target, r, viewer, only));
}

/** defaultOrder in JavaScript, for fields whose order is the same in both (numbers, instants, dates, booleans); undefined for text. */
function knownOrder(resource: Resource): ((a: Record<string, unknown>, b: Record<string, unknown>) => number) | undefined {
  const keys = [...(resource.defaultSort ?? []), { column: 'id', direction: 'asc' as const }];
  if (keys.some((k) => !['integer', 'decimal', 'datetime', 'date', 'boolean'].includes(resource.fields[k.column]!.type))) return undefined;
  // A date is YYYY-MM-DD text: its UTC midnight orders it.
  const value = (v: unknown) =>
    v === null || v === undefined
      ? null
      : v instanceof Date
        ? v.getTime()
        : typeof v === 'string' && v.length === 10 && v[4] === '-'
          ? Date.parse(v)
          : Number(v);
  return (a, b) => {
    for (const k of keys) {
      const x = value(a[k.column]);
      const y = value(b[k.column]);
      if (x === y) continue;
      // PostgreSQL puts nulls last ascending, first descending.
      const c = x === null ? 1 : y === null ? -1 : x - y;
      return k.direction === 'desc' ? -c : c;
    }
    return 0;
  };
}

/** Loads each asked relation for all rows at once (one query per relation, never per row), or takes it from `known`. */
export async function loadRelations(
  tx: Tx,
  resource: Resource,
  rows: Row[],
  tree: RelationTree,
  viewer?: Viewer,
  known?: KnownRows,
): Promise<void> {
  if (rows.length === 0 || tree.size === 0) return;
  for (const [name, { children, only }] of tree) {
    const relation = resource.relations![name]!;
    switch (relation.kind) {
      case 'belongsTo': {
        const target = resourceNamed(relation.resource);
        const ids = [...new Set(rows.map((r) => r[relation.foreignKey]).filter((v): v is number => typeof v === 'number'))];
        const related =
          ids.length === 0
            ? []
            : (fromKnown(known, target, 'id', ids, viewer, only, false) ?? (await selectByIds(tx, target, ids, viewer, only)));
        await loadRelations(tx, target, related, children, viewer, known);
        const byId = new Map(related.map((r) => [r.id, r]));
        for (const row of rows) row[name] = byId.get(row[relation.foreignKey] as number) ?? null;
        break;
      }
      case 'hasMany': {
        const target = resourceNamed(relation.resource);
        const fk = target.fields[relation.foreignKey]!.column as PgColumn;
        const parents = rows.map((r) => r.id);
        const related =
          fromKnown(known, target, relation.foreignKey, parents, viewer, undefined, true) ??
          (await selectWhere(tx, target, inArray(fk, parents), viewer));
        await loadRelations(tx, target, related, children, viewer, known);
        const groups = new Map<number, Row[]>();
        for (const r of related) {
          const key = r[relation.foreignKey] as number;
          groups.set(key, [...(groups.get(key) ?? []), r]);
        }
        for (const row of rows) row[name] = groups.get(row.id) ?? [];
        break;
      }
      case 'manyToMany': {
        const target = resourceNamed(relation.resource);
        const links = await tx
          .select({ source: relation.sourceColumn, target: relation.targetColumn })
          .from(relation.through)
          .where(
            shopWhere(
              tx,
              relation.through,
              inArray(
                relation.sourceColumn,
                rows.map((r) => r.id),
              ),
            ),
          );
        const targetIds = [...new Set(links.map((l) => Number(l.target)))];
        const related = targetIds.length === 0 ? [] : await selectByIds(tx, target, targetIds, viewer, only);
        await loadRelations(tx, target, related, children, viewer, known);
        const byId = new Map(related.map((r) => [r.id, r]));
        for (const row of rows) {
          row[name] = links
            .filter((l) => Number(l.source) === row.id)
            .map((l) => byId.get(Number(l.target)))
            .filter((r): r is Row => r !== undefined);
        }
        break;
      }
      case 'custom': {
        const values = await relation.load(tx, rows, viewer);
        for (const row of rows) row[name] = values.get(row.id) ?? null;
        break;
      }
    }
  }
}

/** Related rows come in the target's default order (quantity breaks by quantity, units by factor). */
function defaultOrder(resource: Resource): SQL[] {
  const order = (resource.defaultSort ?? []).map((s) => {
    const column = resource.fields[s.column]!.column;
    return s.direction === 'desc' ? sql`${column} desc` : sql`${column} asc`;
  });
  return [...order, sql`${resource.fields.id.column} asc`];
}

async function selectWhere(tx: Tx, resource: Resource, where: SQL | undefined, viewer?: Viewer, only?: readonly string[]): Promise<Row[]> {
  const rows = await tx
    .select(selection(resource, viewer, only))
    .from(resource.table)
    .where(shopWhere(tx, resource.table, where))
    .orderBy(...defaultOrder(resource));
  return rows.map((r) => present(resource, r, viewer, only));
}

function selectByIds(tx: Tx, resource: Resource, ids: number[], viewer?: Viewer, only?: readonly string[]): Promise<Row[]> {
  return selectWhere(tx, resource, inArray(resource.fields.id.column as PgColumn, ids), viewer, only);
}
