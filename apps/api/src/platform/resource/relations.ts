import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { FieldErrors } from '../errors';
import { resourceNamed, type Relation, type Resource, type Row, type Viewer } from './define';
import { present, selection } from './rows';

export type RelationTree = Map<string, RelationTree>;

const MAX_DEPTH = 6;

/** 'a|a.b|c' → {a: {b}, c}; every segment checked against the resource's relations. */
export function relationTree(resource: Resource, paths: string[], errors: FieldErrors): RelationTree {
  const tree: RelationTree = new Map();
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) {
      (errors.relations ??= []).push(`The relation '${path}' is nested too deeply.`);
      continue;
    }
    let node = tree;
    let current: Resource | undefined = resource;
    for (const segment of segments) {
      const relation: Relation | undefined = current?.relations?.[segment];
      if (!relation || !Object.hasOwn(current?.relations ?? {}, segment)) {
        (errors.relations ??= []).push(`Unknown relation '${path}'.`);
        break;
      }
      let child = node.get(segment);
      if (!child) {
        child = new Map();
        node.set(segment, child);
      }
      node = child;
      current = relation.kind === 'custom' ? undefined : resourceNamed(relation.resource);
    }
  }
  return tree;
}

/** Loads each asked relation for all rows at once (one query per relation, never per row). */
export async function loadRelations(tx: Tx, resource: Resource, rows: Row[], tree: RelationTree, viewer?: Viewer): Promise<void> {
  if (rows.length === 0 || tree.size === 0) return;
  for (const [name, children] of tree) {
    const relation = resource.relations![name]!;
    switch (relation.kind) {
      case 'belongsTo': {
        const target = resourceNamed(relation.resource);
        const ids = [...new Set(rows.map((r) => r[relation.foreignKey]).filter((v): v is number => typeof v === 'number'))];
        const related = ids.length === 0 ? [] : await selectByIds(tx, target, ids, viewer);
        await loadRelations(tx, target, related, children, viewer);
        const byId = new Map(related.map((r) => [r.id, r]));
        for (const row of rows) row[name] = byId.get(row[relation.foreignKey] as number) ?? null;
        break;
      }
      case 'hasMany': {
        const target = resourceNamed(relation.resource);
        const fk = target.fields[relation.foreignKey]!.column as PgColumn;
        const related = await selectWhere(
          tx,
          target,
          inArray(
            fk,
            rows.map((r) => r.id),
          ),
          viewer,
        );
        await loadRelations(tx, target, related, children, viewer);
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
            inArray(
              relation.sourceColumn,
              rows.map((r) => r.id),
            ),
          );
        const targetIds = [...new Set(links.map((l) => Number(l.target)))];
        const related = targetIds.length === 0 ? [] : await selectByIds(tx, target, targetIds, viewer);
        await loadRelations(tx, target, related, children, viewer);
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

async function selectWhere(tx: Tx, resource: Resource, where: SQL | undefined, viewer?: Viewer): Promise<Row[]> {
  const rows = await tx
    .select(selection(resource, viewer))
    .from(resource.table)
    .where(where)
    .orderBy(...defaultOrder(resource));
  return rows.map((r) => present(resource, r, viewer));
}

function selectByIds(tx: Tx, resource: Resource, ids: number[], viewer?: Viewer): Promise<Row[]> {
  return selectWhere(tx, resource, inArray(resource.fields.id.column as PgColumn, ids), viewer);
}
