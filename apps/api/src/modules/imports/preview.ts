import { and, asc, eq, sql } from 'drizzle-orm';
import { IMPORT_PREVIEW_ROWS, type ImportError, type ImportField, type ImportKind, type ImportPreview } from '@oim/shared/schemas/imports';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/identity';
import { importRows, imports } from '../../db/schema/imports';
import { stockLocations } from '../../db/schema/masterfile';
import type { AuthUser } from '../../platform/auth/session-user';
import { nextDocumentNumber } from '../../platform/documents';
import { conflict, invalid, notFound } from '../../platform/errors';
import { insertRows } from '../../platform/resource/json-rows';
import { shopWhere } from '../../platform/resource/rows';
import type { ServiceContext } from '../../platform/service-context';
import { todayIn } from '../../platform/time-zone';
import { shopTimeZone } from '../settings';
import { autoMapping, importFields } from './headers';
import { IMPORT_HANDLERS, type ImportContext, type StagedRow } from './kinds';
import type { Sheet } from './read-sheet';
import { duplicateErrors, rowReader } from './read-row';

/** The errors a preview answers at most (every one: GET imports/{id}/errors). */
export const PREVIEW_ERRORS = 200;
/** Staging rows written or rewritten per statement. */
const ROW_BATCH = 1000;

export type ImportRecord = typeof imports.$inferSelect;
export type ImportActor = ServiceContext & { user: AuthUser };

/** A file row read under a mapping: its values and every error (the reader's, the file's duplicates, the kind's checks). */
export type StagedResult = { id: number; rowNumber: number; cells: string[]; values: Record<string, unknown>; errors: ImportError[] };

/** The fields a kind reads in this shop (PRODUCTS: one "Stock: <location>" field per location). */
export async function fieldsOf(tx: Tx, kind: ImportKind): Promise<ImportField[]> {
  const locations = await tx
    .select({ id: stockLocations.id, locationName: stockLocations.name })
    .from(stockLocations)
    .where(shopWhere(tx, stockLocations, undefined))
    .orderBy(asc(stockLocations.id));
  return importFields(kind, locations);
}

export async function importContext(actor: ImportActor, record: { id: number; importNumber: string }): Promise<ImportContext> {
  return { ...actor, importId: record.id, importNumber: record.importNumber, today: todayIn(await shopTimeZone(actor.tx)) };
}

/**
 * Reads every row under the mapping and checks it: cell by cell (readRow), across the file
 * (duplicateErrors), then against the shop (the kind's check, in bulk). An error without a column
 * is given the column its field is mapped from.
 */
export async function stageRows(
  ctx: ImportContext,
  kind: ImportKind,
  fields: ImportField[],
  columns: string[],
  mapping: Record<string, string>,
  rows: { id: number; rowNumber: number; cells: string[] }[],
): Promise<StagedResult[]> {
  const columnOf = new Map(Object.entries(mapping).map(([header, field]) => [field, header]));
  const readOne = rowReader(fields, columns, mapping);
  const staged: StagedResult[] = rows.map((row) => {
    const read = readOne(row.cells);
    return {
      ...row,
      values: read.values,
      errors: read.errors.map((e) => ({ row: row.rowNumber, column: e.column, field: e.field, message: e.message })),
    };
  });
  const byNumber = new Map(staged.map((s) => [s.rowNumber, s]));
  const add = (found: Map<number, ImportError[]>) => {
    for (const [rowNumber, errors] of found) {
      const row = byNumber.get(rowNumber);
      if (row) row.errors.push(...errors.map((e) => ({ ...e, row: rowNumber })));
    }
  };
  add(duplicateErrors(kind, staged, mapping));
  // A field the reader refused already is not refused again by the kind (it sees the field as absent).
  const refused = new Map(staged.map((s) => [s.rowNumber, new Set(s.errors.map((e) => e.field))]));
  // The kind sees each row's values (not its cells: what it keeps for its commit holds no cells).
  const checked = await IMPORT_HANDLERS[kind].check(
    ctx,
    staged.map(({ id, rowNumber, values }): StagedRow => ({ id, rowNumber, values })),
  );
  for (const [rowNumber, errors] of checked)
    checked.set(
      rowNumber,
      errors.filter((e) => e.field === null || !refused.get(rowNumber)?.has(e.field)),
    );
  add(checked);
  for (const row of staged)
    for (const error of row.errors) if (error.column === null && error.field !== null) error.column = columnOf.get(error.field) ?? null;
  return staged;
}

const countsOf = (staged: StagedResult[]) => {
  const invalidCount = staged.filter((s) => s.errors.length > 0).length;
  return { rowCount: staged.length, validCount: staged.length - invalidCount, invalidCount };
};

/** Writes the staging rows of a new import, ROW_BATCH per statement (each batch one JSON parameter). */
async function insertStaged(tx: Tx, tenantId: number, importId: number, staged: Omit<StagedResult, 'id'>[]): Promise<void> {
  for (let i = 0; i < staged.length; i += ROW_BATCH) {
    const json = JSON.stringify(
      staged.slice(i, i + ROW_BATCH).map((s) => ({
        tenantId,
        importId,
        rowNumber: s.rowNumber,
        cells: s.cells,
        values: s.values,
        errors: stagedErrors(s.errors),
      })),
    );
    await tx.execute(insertRows(importRows, STAGED_COLUMNS, sql`${json}`, { returning: sql`id` }));
  }
}

const STAGED_COLUMNS = {
  tenantId: importRows.tenantId,
  importId: importRows.importId,
  rowNumber: importRows.rowNumber,
  cells: importRows.cells,
  values: importRows.values,
  errors: importRows.errors,
};

/** Rewrites staging rows' values and errors under a new mapping, ROW_BATCH per statement. */
export async function rewriteStaged(
  tx: Tx,
  tenantId: number,
  rows: { id: number; values: Record<string, unknown>; errors: ImportError[] }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_BATCH) {
    const json = JSON.stringify(rows.slice(i, i + ROW_BATCH).map((r) => ({ id: r.id, values: r.values, errors: stagedErrors(r.errors) })));
    await tx.execute(sql`
      update import_rows r set values = v.values, errors = v.errors
        from jsonb_to_recordset(${json}::jsonb) as v(id bigint, values jsonb, errors jsonb)
       where r.tenant_id = ${tenantId} and r.id = v.id`);
  }
}

/**
 * Keeps what the commit did with each row: its outcome, the record, the values undo writes back,
 * and its errors as the commit found them (the shop may have changed since the preview). Its
 * values are the preview's: the mapping has not changed since.
 */
export async function recordOutcomes(
  tx: Tx,
  tenantId: number,
  rows: { id: number; errors: ImportError[]; outcome: string; recordId: number | null; previous: Record<string, unknown> | null }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += ROW_BATCH) {
    const json = JSON.stringify(
      rows.slice(i, i + ROW_BATCH).map((r) => ({
        id: r.id,
        errors: stagedErrors(r.errors),
        outcome: r.outcome,
        record_id: r.recordId,
        previous: r.previous,
      })),
    );
    await tx.execute(sql`
      update import_rows r set errors = v.errors, outcome = v.outcome, record_id = v.record_id, previous = v.previous
        from jsonb_to_recordset(${json}::jsonb) as v(id bigint, errors jsonb, outcome text, record_id bigint, previous jsonb)
       where r.tenant_id = ${tenantId} and r.id = v.id`);
  }
}

/** A staging row keeps its errors without the row number (the row's own). */
const stagedErrors = (errors: ImportError[]) => errors.map(({ column, field, message }) => ({ column, field, message }));

/**
 * POST imports: numbers the import (IMP-000001), maps the file's columns automatically, reads and
 * checks every row and keeps them as staging rows. Writes nothing to the shop's records.
 */
export async function createImport(
  actor: ImportActor,
  input: { kind: ImportKind; fileName: string; sheet: Sheet },
): Promise<ImportPreview> {
  const { tx, tenantId, userId } = actor;
  const fields = await fieldsOf(tx, input.kind);
  // A plain object: the driver's parameter mapping needs a prototype.
  const mapping = { ...autoMapping(fields, input.sheet.columns) };
  const importNumber = await nextDocumentNumber(tx, tenantId, 'import');
  const [record] = await tx
    .insert(imports)
    .values({
      tenantId,
      importNumber,
      kind: input.kind,
      fileName: input.fileName,
      columns: input.sheet.columns,
      mapping,
      createdBy: userId,
    })
    .returning({ id: imports.id });
  const ctx = await importContext(actor, { id: record!.id, importNumber });
  const staged = await stageRows(
    ctx,
    input.kind,
    fields,
    input.sheet.columns,
    mapping,
    input.sheet.rows.map((r) => ({ id: 0, ...r })),
  );
  await insertStaged(tx, tenantId, record!.id, staged);
  await tx
    .update(imports)
    .set(countsOf(staged))
    .where(shopWhere(tx, imports, eq(imports.id, record!.id)));
  return previewOf(tx, await loadImport(tx, record!.id));
}

/** The import, locked for a change when asked; 404 for none of this shop's. */
export async function loadImport(tx: Tx, id: number, options: { lock?: boolean } = {}): Promise<ImportRecord> {
  const query = tx
    .select()
    .from(imports)
    .where(shopWhere(tx, imports, eq(imports.id, id)));
  const [record] = options.lock ? await query.for('update') : await query;
  if (!record) throw notFound('import');
  return record;
}

/** The staging rows' cells in file order: what the commit reads again under the import's mapping. */
export async function stagingCells(tx: Tx, importId: number) {
  return tx
    .select({ id: importRows.id, rowNumber: importRows.rowNumber, cells: importRows.cells })
    .from(importRows)
    .where(shopWhere(tx, importRows, eq(importRows.importId, importId)))
    .orderBy(asc(importRows.rowNumber));
}

/** The staging rows of an import in file order. */
export async function stagingRows(tx: Tx, importId: number) {
  return tx
    .select({
      id: importRows.id,
      rowNumber: importRows.rowNumber,
      cells: importRows.cells,
      values: importRows.values,
      outcome: importRows.outcome,
      recordId: importRows.recordId,
      previous: importRows.previous,
    })
    .from(importRows)
    .where(shopWhere(tx, importRows, eq(importRows.importId, importId)))
    .orderBy(asc(importRows.rowNumber));
}

/**
 * PUT imports/{id}/mapping: the whole mapping again (header → field, or null to leave a column
 * out; a header not named is left out). Every field at most once, and only fields of the kind.
 */
export async function remapImport(actor: ImportActor, id: number, given: Record<string, string | null>): Promise<ImportPreview> {
  const { tx, tenantId } = actor;
  const record = await loadImport(tx, id, { lock: true });
  if (record.status !== 'PREVIEWED') throw conflict(`${record.importNumber} has already been committed: its mapping cannot change.`);
  const fields = await fieldsOf(tx, record.kind);
  const known = new Set(fields.map((f) => f.field));
  const headers = new Set(record.columns);
  const errors: Record<string, string[]> = {};
  const mapping: Record<string, string> = {};
  const taken = new Map<string, string>();
  for (const [header, field] of Object.entries(given)) {
    const key = `mapping.${header}`;
    if (!headers.has(header)) errors[key] = [`The file has no column "${header}".`];
    else if (field === null) continue;
    else if (!known.has(field)) errors[key] = [`"${field}" is not a field of a ${record.kind} import.`];
    else if (taken.has(field)) errors[key] = [`"${field}" is already mapped from the column "${taken.get(field)}".`];
    else {
      taken.set(field, header);
      mapping[header] = field;
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const ctx = await importContext(actor, record);
  const rows = await stagingRows(tx, id);
  const staged = await stageRows(ctx, record.kind, fields, record.columns, mapping, rows);
  await rewriteStaged(tx, tenantId, staged);
  await tx
    .update(imports)
    .set({ mapping, ...countsOf(staged) })
    .where(shopWhere(tx, imports, eq(imports.id, id)));
  return previewOf(tx, await loadImport(tx, id));
}

/** Every error of an import, in file order. */
export async function importErrors(tx: Tx, importId: number, limit?: number): Promise<ImportError[]> {
  const query = tx
    .select({ rowNumber: importRows.rowNumber, errors: importRows.errors })
    .from(importRows)
    .where(shopWhere(tx, importRows, and(eq(importRows.importId, importId), sql`jsonb_array_length(${importRows.errors}) > 0`)))
    .orderBy(asc(importRows.rowNumber))
    .$dynamic();
  const rows = await (limit !== undefined ? query.limit(limit) : query);
  const errors = rows.flatMap((r) => r.errors.map((e) => ({ row: r.rowNumber, column: e.column, field: e.field, message: e.message })));
  return limit !== undefined ? errors.slice(0, limit) : errors;
}

/** The API's answer for an import: its counts, the first rows as they will be saved (and as the file said), the first errors. */
export async function previewOf(tx: Tx, record: ImportRecord, extra: { canUndo?: boolean } = {}): Promise<ImportPreview> {
  const first = await tx
    .select({ rowNumber: importRows.rowNumber, cells: importRows.cells, values: importRows.values, errors: importRows.errors })
    .from(importRows)
    .where(shopWhere(tx, importRows, eq(importRows.importId, record.id)))
    .orderBy(asc(importRows.rowNumber))
    .limit(IMPORT_PREVIEW_ROWS);
  const [creator] = record.createdBy
    ? await tx
        .select({ name: users.displayName })
        .from(users)
        .where(shopWhere(tx, users, eq(users.id, record.createdBy)))
    : [];
  return {
    id: record.id,
    importNumber: record.importNumber,
    kind: record.kind,
    status: record.status,
    fileName: record.fileName,
    rowCount: record.rowCount,
    validCount: record.validCount,
    invalidCount: record.invalidCount,
    columns: record.columns,
    mapping: record.mapping,
    rows: first.map((r) => ({
      row: r.rowNumber,
      // One text per column: a staging row ends at its last value, the answer does not.
      cells: record.columns.map((_, i) => r.cells[i] ?? ''),
      values: r.values,
      errors: r.errors.map((e) => ({ row: r.rowNumber, column: e.column, field: e.field, message: e.message })),
    })),
    errors: await importErrors(tx, record.id, PREVIEW_ERRORS),
    createdCount: record.createdCount,
    updatedCount: record.updatedCount,
    skippedCount: record.skippedCount,
    createdAt: record.createdAt.toISOString(),
    createdByName: creator?.name ?? null,
    committedAt: record.committedAt?.toISOString() ?? null,
    ...(extra.canUndo !== undefined ? { canUndo: extra.canUndo } : {}),
  };
}
