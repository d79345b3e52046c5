import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

const dialect = new PgDialect();

/**
 * A statement of a hot path whose text never changes: drizzle builds it once, with named
 * placeholders (sql.placeholder), and each run only binds values (lists as one array value, e.g.
 * `= any(${sql.placeholder('ids')}::bigint[])`). No query is built per request, and on PostgreSQL
 * it is a named prepared statement, so each connection parses and plans it once. Answers the rows
 * as the driver gives them (see decodeRow).
 */
export function fixedStatement<V extends Record<string, unknown>>(label: string, build: () => SQL) {
  // Built on first use: the resources a statement reads may not all be defined at import time.
  let query: { sql: string; params: unknown[]; name: string } | undefined;
  return async (tx: Tx, values: V): Promise<Record<string, unknown>[]> => {
    if (!query) {
      const { sql, params } = dialect.sqlToQuery(build());
      // A prepared statement's name stands for one text on a connection.
      query = { sql, params, name: `${label}_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}` };
    }
    const prepared = tx._.session.prepareQuery({ sql: query.sql, params: query.params }, undefined, query.name, false);
    const result = (await prepared.execute(values)) as { rows: Record<string, unknown>[] };
    return result.rows;
  };
}
