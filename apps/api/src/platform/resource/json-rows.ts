import { is, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from './define';

/** Named columns: read as one JSON object (several tables in one statement) or as aliased columns of hand-written SQL. */
export type JsonColumns = Record<string, PgColumn>;

const plainName = (name: string) => {
  if (!/^\w+$/.test(name)) throw new Error(`${name} is not a plain name`);
  return name;
};

// JSON keeps these as the driver gives them; any other value is sent as its text, which is exactly
// what the driver receives, so the column's own decoding (numeric strings, instants) applies unchanged.
const AS_JSON = new Set(['boolean', 'json', 'number']);

/** json_build_object(...) of the columns (at most 50: the function takes 100 arguments); decode it with decodeRow. */
export function jsonObject(columns: JsonColumns): SQL {
  const entries = Object.entries(columns);
  if (entries.length > 50) throw new Error('json_build_object takes at most 50 columns');
  const parts = entries.map(
    ([name, column]) => sql`${sql.raw(`'${plainName(name)}'`)}, ${AS_JSON.has(column.dataType) ? column : sql`${column}::text`}`,
  );
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** The columns under their names (`"t"."c" as "name"`), for a select list or RETURNING; decode rows with decodeRow. */
export function namedColumns(columns: JsonColumns): SQL {
  return sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(plainName(name))}`),
    sql`, `,
  );
}

/** A row of namedColumns or a jsonObject's value → the row a drizzle select of the same columns answers (each column's own decoding). */
export function decodeRow<T = Record<string, unknown>>(columns: JsonColumns, value: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(columns)) {
    const v = value[name];
    row[name] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
  }
  return row as T;
}

/**
 * INSERT of rows given as one JSON array (placeholder `rows`), so that the statement's text is the
 * same whatever the number of rows (see fixedStatement). Each row is an object keyed as `columns`
 * (as drizzle's values() takes it); values go as JSON: numbers or decimal strings, text, booleans,
 * nested JSON for jsonb columns, null. Columns left out take their defaults.
 */
export function insertFromJson(table: PgTable, columns: JsonColumns, returning: JsonColumns): SQL {
  return insertRows(table, columns, sql.placeholder('rows'), { returning: namedColumns(returning) });
}

/**
 * insertFromJson's statement from any JSON array (`rows`), with `given` columns set by SQL for
 * every row (e.g. the id of an order inserted by an earlier CTE of the same statement) and an
 * optional ON CONFLICT clause. Rows are inserted (and so locked) in the order given.
 */
export function insertRows(
  table: PgTable,
  columns: JsonColumns,
  rows: SQL | Placeholder,
  options: { given?: Record<string, [PgColumn, SQL]>; onConflict?: SQL; returning: SQL },
): SQL {
  const entries = Object.entries(columns);
  const given = Object.values(options.given ?? {});
  const into = sql.join([...entries.map(([, c]) => sql.identifier(c.name)), ...given.map(([c]) => sql.identifier(c.name))], sql`, `);
  const from = sql.join(
    [...entries.map(([name]) => sql`r.${sql.identifier(plainName(name))}`), ...given.map(([, value]) => value)],
    sql`, `,
  );
  const types = sql.join(
    entries.map(([name, c]) => sql`${sql.identifier(name)} ${sql.raw(c.getSQLType())}`),
    sql`, `,
  );
  // In the order given: ids follow it.
  return sql`insert into ${table} (${into})
    select ${from} from jsonb_array_elements(${rows}::jsonb) with ordinality as e(value, n), jsonb_to_record(e.value) as r(${types}) order by e.n
    ${options.onConflict ?? sql``} returning ${options.returning}`;
}

const columnsOfResource = new WeakMap<Resource, JsonColumns>();
const storedColumnsOfResource = new WeakMap<Resource, JsonColumns>();

/**
 * Every field of a resource as columns, for resources whose fields are all plain columns; with
 * `expressions: 'skip'`, only its plain columns (what an INSERT … RETURNING can give; the caller
 * fills in the expressions it knows, which otherwise answer null).
 */
export function resourceColumns(resource: Resource, options: { expressions?: 'refuse' | 'skip' } = {}): JsonColumns {
  const skip = options.expressions === 'skip';
  const cache = skip ? storedColumnsOfResource : columnsOfResource;
  const known = cache.get(resource);
  if (known) return known;
  const columns: JsonColumns = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!is(field.column, PgColumn)) {
      if (skip) continue;
      throw new Error(`${resource.name}.${name} is an expression, not a column: it cannot be read as JSON`);
    }
    columns[name] = field.column;
  }
  cache.set(resource, columns);
  return columns;
}

/**
 * After a bulk write has grown a table many times over within the transaction: the connection's
 * cached plans are made again at their next use. PostgreSQL keeps the plan of each foreign key's
 * check for the life of the connection; one made while the referenced table was small scans it
 * whole, so every later check of that key costs the table's size (an import of 50,000 products
 * spent minutes checking the barcodes', stock rows' and ledger rows' product key). Replanned, the
 * checks use the key's index again. Cheap: each plan is made once more.
 */
export async function replanAfterBulkWrite(tx: { execute: (query: SQL) => Promise<unknown> }): Promise<void> {
  await tx.execute(sql`discard plans`);
}
