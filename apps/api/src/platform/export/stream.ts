import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Rows a cursor fetches at once: small enough to hold, large enough that round trips do not dominate. */
export const EXPORT_PAGE_ROWS = 2_000;

let cursors = 0;

/**
 * A statement's rows, page by page, through a cursor in the caller's transaction: the request's
 * tenant (row-level security) and snapshot hold for every page, and no more than one page is in
 * memory. The statement is read lazily: nothing runs until the first page is asked for.
 */
export async function* cursorPages<T>(
  tx: Tx,
  statement: SQL,
  toRow: (row: Record<string, unknown>) => T,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<T[]> {
  const name = sql.raw(`export_rows_${++cursors}`);
  await tx.execute(sql`declare ${name} no scroll cursor for ${statement}`);
  let open = true;
  try {
    for (;;) {
      const page = await tx.execute<Record<string, unknown>>(sql`fetch forward ${sql.raw(String(pageRows))} from ${name}`);
      if (page.rows.length > 0) yield page.rows.map(toRow);
      if (page.rows.length < pageRows) break;
    }
  } catch (error) {
    // A failed statement aborts the transaction; closing would only fail again.
    open = false;
    throw error;
  } finally {
    if (open) await tx.execute(sql`close ${name}`);
  }
}
