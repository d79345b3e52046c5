import { asc, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { hasPermission } from '@oim/shared/permissions';
import { isIsoDate } from '@oim/shared/schemas/fields';
import type { ImportError } from '@oim/shared/schemas/imports';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { ambiguousMessage, matchName, normalizeName, unknownMessage, type NameIndex } from '../name-lookup';
import { shopWhere } from '../../../platform/resource/rows';
import type { CommittedRow, ImportContext, RowResult, StagedRow } from './kind-handler';

/**
 * What the four party kinds (customers, suppliers and their opening balances) share: collecting
 * row errors, reading a row's values, resolving a name, checking money and dates, and the look-ups
 * undo makes before it takes records back.
 */

/** Errors by row number, added one at a time. */
export class RowErrors {
  readonly byRow = new Map<number, ImportError[]>();
  add(row: number, field: string | null, message: string): void {
    const list = this.byRow.get(row);
    const error: ImportError = { row, column: null, field, message };
    if (list) list.push(error);
    else this.byRow.set(row, [error]);
  }
  has(row: number): boolean {
    return this.byRow.has(row);
  }
}

export const textOf = (row: StagedRow, field: string): string | undefined => {
  const v = row.values[field];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** How the reader compares key names for repeats in a file (read-row.ts): lower case, no white space. */
const readerKey = (name: string) => name.toLowerCase().replace(/\s+/g, '');

/**
 * The key of a CUSTOMERS or SUPPLIERS row, its name (`field`), read row after row: null to pass the
 * row over (a blank name, or one the file gave already: the reader's error, or said here when the
 * reader could not see it as the same), else the name as written and the one party of that name
 * the shop has (null: none, a new one; two or more: an error on the row).
 */
export function partyKeys(
  errors: RowErrors,
  names: NameIndex,
  party: { field: string; what: string },
): (row: StagedRow) => { name: string; existingId: number | null } | null {
  const seen = new Map<string, { row: number; readerKey: string }>();
  return (row) => {
    // A blank name, and a name the file gives twice, are the reader's errors already.
    const name = textOf(row, party.field);
    if (name === undefined) return null;
    const key = normalizeName(name);
    const first = seen.get(key);
    if (first !== undefined) {
      // The reader compares names without spaces of any kind but these: one it could not see as the same is said here.
      if (first.readerKey !== readerKey(name))
        errors.add(row.rowNumber, party.field, `The ${party.what} "${name}" is in the file already (row ${first.row}).`);
      return null;
    }
    seen.set(key, { row: row.rowNumber, readerKey: readerKey(name) });
    const ids = names.get(key) ?? [];
    if (ids.length > 1)
      errors.add(row.rowNumber, party.field, `${ids.length} ${party.what}s are named "${name}"; rename all but one before importing.`);
    return { name, existingId: ids.length === 1 ? ids[0]! : null };
  };
}

/** A name resolved to one record, or an error on the row (unknown, or ambiguous). */
export function resolveName(errors: RowErrors, row: StagedRow, field: string, index: NameIndex, what: string): number | null {
  const name = textOf(row, field);
  // A required one left blank is the reader's error already.
  if (name === undefined) return null;
  const match = matchName(index, name);
  if ('id' in match) return match.id;
  errors.add(row.rowNumber, field, 'missing' in match ? unknownMessage(what, name) : ambiguousMessage(what, name, match.ambiguous.length));
  return null;
}

/** Exact money text in centavos, compared without floating point ('1234.50' → 123450n). */
export function centavosOf(money: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] === '-' ? -cents : cents;
}

/** The largest amount a money column holds (numeric(14,2)), in centavos. */
const MONEY_MAX = 999_999_999_999_99n;

/**
 * An amount of money a row gives for `field`: absent → undefined; more than 2 decimals, not a
 * number, negative, too large, or (with `positive`) zero → an error on the row and null.
 */
export function moneyOf(
  errors: RowErrors,
  row: StagedRow,
  field: string,
  label: string,
  options: { positive: boolean },
): string | null | undefined {
  const raw = row.values[field];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const cents = centavosOf(text);
  if (cents === null) {
    errors.add(row.rowNumber, field, `The ${label} must be an amount in pesos with at most 2 decimals.`);
    return null;
  }
  if (cents < 0n || (options.positive && cents === 0n)) {
    errors.add(row.rowNumber, field, options.positive ? `The ${label} must be more than 0.` : `The ${label} may not be negative.`);
    return null;
  }
  if (cents > MONEY_MAX) {
    errors.add(row.rowNumber, field, `The ${label} is too large.`);
    return null;
  }
  const pesos = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${pesos}.${rest}`;
}

/** A date a row gives for `field` (YYYY-MM-DD as the reader writes it), undefined when absent, null (an error) when unreadable. */
export function dateOf(errors: RowErrors, row: StagedRow, field: string, label: string): string | null | undefined {
  const raw = row.values[field];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'string' && isIsoDate(raw)) return raw;
  errors.add(row.rowNumber, field, `The ${label} must be a date (YYYY-MM-DD).`);
  return null;
}

/** The zod issues of a record's body as row errors, on the import's field for each body field. */
export function schemaErrors(
  errors: RowErrors,
  row: StagedRow,
  error: z.ZodError,
  fieldOf: Record<string, string> = {},
  /** Body fields whose error the row has already (a name that matched nothing). */
  said: readonly string[] = [],
): void {
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (said.includes(key)) continue;
    errors.add(row.rowNumber, fieldOf[key] ?? (key || null), issue.message);
  }
}

/** 403 naming the permission an import's rows need beyond creating (an update needs the edit permission). */
export function assertMay(ctx: ImportContext, permission: string, what: string): void {
  if (!hasPermission(ctx.user.permissions, permission))
    throw new AppError('FORBIDDEN', `This action is unauthorized: ${what} needs the ${permission} permission.`);
}

/** A list of ids as one parameter (a JSON array), so a statement's text is the same for any number of them. */
export const idsParam = (ids: readonly number[]): SQL => sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)`;

type UseRow = { name: string; what: string; number: string };

/**
 * The first record among `uses` (a union of `select <party id>, what, number, rank`) that points at
 * one of these parties, named for the user: "Dela Cruz Hardware has a sale since (SO-000014)."
 */
export async function firstUse(tx: Tx, parties: SQL, uses: SQL): Promise<string | null> {
  const result = await tx.execute<UseRow>(sql`
    select p.name, u.what, u.number
      from (${uses}) u(party_id, what, number, rank)
      join (${parties}) p(id, name) on p.id = u.party_id
     order by u.rank, u.number
     limit 1`);
  const row = result.rows[0];
  return row ? `${row.name} has ${row.what} since (${row.number}).` : null;
}

/** Splits a list into batches of at most `size` (inserts of a large file go in several statements). */
export function batches<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A shop's table of parties (customers, suppliers): rows keyed by id within the shop, with an updated_at. */
export type PartyTable = PgTable & { id: PgColumn; tenantId: PgColumn; updatedAt: PgColumn };

/** One row's change: the columns it sets (table property names → values; a null clears), the others stay. */
export type PartyUpdate = { id: number; set: Record<string, unknown> };

/**
 * Sets the given columns of some rows, one statement per batch: each row's entry goes as JSON and
 * each column is set from it only where the entry names it (`case when v ? 'column'`), so rows of
 * one batch may set different columns. Values are cast from their JSON text to the column's own
 * type (numeric, bigint, integer, text; JSON null → NULL). updated_at is now(), for a row that sets
 * nothing too (as the update of each row did before).
 */
async function setColumns(tx: Tx, tenantId: number, table: PartyTable, entries: PartyUpdate[]): Promise<void> {
  const { id, tenantId: tenant, updatedAt, ...settable } = getTableColumns(table) as Record<string, PgColumn>;
  for (const batch of batches(entries)) {
    // The columns this batch sets, in the table's order; a name that is no such column is passed over, as drizzle's set() does.
    const names = new Set(batch.flatMap((e) => Object.keys(e.set)));
    const sets = Object.entries(settable)
      .filter(([name]) => names.has(name))
      .map(([name, column]) => {
        const target = sql.identifier(column.name);
        return sql`${target} = case when v.v->'set' ? ${name} then (v.v->'set'->>${name})::${sql.raw(column.getSQLType())} else t.${target} end`;
      });
    await tx.execute(sql`
      update ${table} as t set ${sql.join([...sets, sql`${sql.identifier(updatedAt!.name)} = now()`], sql`, `)}
        from jsonb_array_elements(${JSON.stringify(batch)}::jsonb) as v(v)
       where t.${sql.identifier(tenant!.name)} = ${tenantId} and t.${sql.identifier(id!.name)} = (v.v->>'id')::bigint`);
  }
}

/**
 * Updates existing parties by import: locks their rows (in id order), keeps each row's previous
 * values of the columns it sets (what undo writes back: restoreParties), and updates them in bulk.
 * Answers, by id, the row as it was (every column) and those previous values.
 */
export async function updateParties(
  tx: Tx,
  tenantId: number,
  table: PartyTable,
  updates: PartyUpdate[],
): Promise<Map<number, { before: Record<string, unknown>; previous: Record<string, unknown> }>> {
  const current = new Map<number, Record<string, unknown>>();
  for (const batch of batches(updates)) {
    const found = await tx
      .select()
      .from(table)
      .where(
        shopWhere(
          tx,
          table,
          inArray(
            table.id,
            batch.map((u) => u.id),
          ),
        ),
      )
      .orderBy(asc(table.id))
      .for('update');
    for (const row of found as Record<string, unknown>[]) current.set(Number(row.id), row);
  }
  const answer = new Map<number, { before: Record<string, unknown>; previous: Record<string, unknown> }>();
  for (const u of updates) {
    const before = current.get(u.id) ?? {};
    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(u.set)) previous[key] = before[key] ?? null;
    answer.set(u.id, { before, previous });
  }
  await setColumns(tx, tenantId, table, updates);
  return answer;
}

/** A CUSTOMERS or SUPPLIERS row as planned: a new party, or an update of the one of its name. */
export type PartyPlan = {
  row: StagedRow;
  /** The party the row updates, or null to make one. */
  existingId: number | null;
  /** The checked body: every field for a new party, the given ones for an update (table property names). */
  columns: Record<string, unknown>;
  openingBalance: string | null;
};

/**
 * The commit of the planned rows that update a party (updateParties): each with its id, the row as
 * it was, and its result (UPDATED, with the values undo writes back).
 */
export async function commitUpdates<P extends PartyPlan>(
  ctx: ImportContext,
  table: PartyTable,
  planned: P[],
): Promise<{ plan: P; id: number; before: Record<string, unknown>; result: RowResult }[]> {
  const updates = planned.filter((p) => p.existingId !== null);
  const updated = await updateParties(
    ctx.tx,
    ctx.tenantId,
    table,
    updates.map((p) => ({ id: p.existingId!, set: p.columns })),
  );
  return updates.map((p) => {
    const id = p.existingId!;
    const { before, previous } = updated.get(id)!;
    return { plan: p, id, before, result: { rowId: p.row.id, outcome: 'UPDATED', recordId: id, previous } };
  });
}

/** Undo of updateParties: every updated row of the import gets its previous values back, in bulk. */
export async function restoreParties(tx: Tx, tenantId: number, table: PartyTable, rows: CommittedRow[]): Promise<void> {
  await setColumns(
    tx,
    tenantId,
    table,
    rows.filter((r) => r.outcome === 'UPDATED' && r.recordId !== null && r.previous).map((r) => ({ id: r.recordId!, set: r.previous! })),
  );
}

/** An opening balance's row as both opening kinds read it. */
export type OpeningRow = {
  row: StagedRow;
  partyId: number;
  reference: string | null;
  documentDate: string;
  dueDate: string;
  amount: string;
};

/**
 * Reads the rows of OPENING_RECEIVABLES or OPENING_PAYABLES: the party by name (it must exist, one
 * of that name), the reference, the date (default today), the due date (default the date, never
 * before it) and the amount (more than 0, at most 2 decimals).
 */
export function readOpeningRows(
  ctx: ImportContext,
  rows: StagedRow[],
  party: { field: string; what: string; index: NameIndex },
): { errors: RowErrors; planned: OpeningRow[] } {
  const errors = new RowErrors();
  const planned: OpeningRow[] = [];
  for (const row of rows) {
    const partyId = resolveName(errors, row, party.field, party.index, party.what);
    const reference = textOf(row, 'reference') ?? null;
    if (reference !== null && reference.length > 64)
      errors.add(row.rowNumber, 'reference', 'The reference may not be greater than 64 characters.');
    const documentDate = dateOf(errors, row, 'documentDate', 'date');
    const dueDate = dateOf(errors, row, 'dueDate', 'due date');
    const amount = moneyOf(errors, row, 'amount', 'amount', { positive: true });
    const date = documentDate ?? ctx.today;
    const due = dueDate ?? date;
    if (documentDate !== null && dueDate !== null && due < date)
      errors.add(row.rowNumber, 'dueDate', `The due date may not be before the date (${date}).`);
    if (errors.has(row.rowNumber) || partyId === null || !amount || documentDate === null || dueDate === null) continue;
    planned.push({ row, partyId, reference, documentDate: date, dueDate: due, amount });
  }
  return { errors, planned };
}
