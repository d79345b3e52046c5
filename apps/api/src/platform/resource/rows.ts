import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import type { Resource, Row } from './define';

export function selection(resource: Resource) {
  return Object.fromEntries(Object.entries(resource.fields).map(([name, field]) => [name, field.column])) as Record<string, PgColumn>;
}

/** Database values → what the API answers: numbers for decimals, ISO strings for instants. */
export function present(resource: Resource, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
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

/** Selects rows of a resource (all fields), already presented; relations are not loaded here. */
export async function selectRows(
  tx: Tx,
  resource: Resource,
  where: SQL | undefined,
  orderBy: SQL[] = [],
  limit?: number,
  offset?: number,
): Promise<Row[]> {
  let q = tx
    .select(selection(resource))
    .from(resource.table)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (limit !== undefined) q = q.limit(limit);
  if (offset !== undefined) q = q.offset(offset);
  const rows = await q;
  return rows.map((r) => present(resource, r));
}
