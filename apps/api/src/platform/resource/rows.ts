import { and, Column, eq, getTableColumns, getViewSelectedFields, is, type SQL } from 'drizzle-orm';
import { PgTable, PgView, type PgColumn } from 'drizzle-orm/pg-core';
import { tenantOf, type Tx } from '../../db/client';
import { visibleFields, type Resource, type Row, type Viewer } from './define';

/** The fields to answer: those the viewer may see, narrowed to `only` when given (a lookup). */
function answeredFields(resource: Resource, viewer?: Viewer, only?: readonly string[]) {
  const visible = Object.entries(visibleFields(resource, viewer));
  return only ? visible.filter(([name]) => only.includes(name)) : visible;
}

export function selection(resource: Resource, viewer?: Viewer, only?: readonly string[]) {
  return Object.fromEntries(answeredFields(resource, viewer, only).map(([name, field]) => [name, field.column])) as Record<
    string,
    PgColumn
  >;
}

/** Database values → what the API answers: numbers for decimals, ISO strings for instants. */
export function present(resource: Resource, raw: Record<string, unknown>, viewer?: Viewer, only?: readonly string[]): Row {
  const row: Record<string, unknown> = {};
  for (const [name, field] of answeredFields(resource, viewer, only)) {
    const value = raw[name];
    if (value === null || value === undefined) {
      row[name] = null;
      continue;
    }
    switch (field.type) {
      case 'integer':
      case 'decimal':
        row[name] = Number(value);
        break;
      case 'datetime':
        row[name] = (value instanceof Date ? value : new Date(String(value))).toISOString();
        break;
      default:
        row[name] = value;
    }
  }
  if (resource.computed) Object.assign(row, resource.computed.compute(row as Row));
  return row as Row;
}

/**
 * `tenant_id = <the transaction's shop>` for a shop table or view (undefined otherwise): row-level
 * security confines the rows already; the explicit predicate lets a distributed planner route to one node.
 */
export function inShop(tx: Tx, table: unknown): SQL | undefined {
  const tenantId = tenantOf(tx);
  if (tenantId === null) return undefined;
  const columns = is(table, PgTable)
    ? Object.values(getTableColumns(table))
    : is(table, PgView)
      ? Object.values(getViewSelectedFields(table))
      : [];
  const column = columns.find((c): c is PgColumn => is(c, Column) && c.name === 'tenant_id');
  return column ? eq(column, tenantId) : undefined;
}

/** The condition, within the transaction's shop. */
export function shopWhere(tx: Tx, table: unknown, where: SQL | undefined): SQL | undefined {
  return and(inShop(tx, table), where);
}

export type SelectOptions = { where?: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number; viewer?: Viewer };

/** Selects rows of a resource (the fields the viewer may see), presented; relations are not loaded here. */
export async function selectRows(tx: Tx, resource: Resource, options: SelectOptions = {}): Promise<Row[]> {
  let q = tx
    .select(selection(resource, options.viewer))
    .from(resource.table)
    .where(shopWhere(tx, resource.table, options.where))
    .orderBy(...(options.orderBy ?? []))
    .$dynamic();
  if (options.limit !== undefined) q = q.limit(options.limit);
  if (options.offset !== undefined) q = q.offset(options.offset);
  const rows = await q;
  return rows.map((r) => present(resource, r, options.viewer));
}
