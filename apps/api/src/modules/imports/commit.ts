import { eq, sql } from 'drizzle-orm';
import type { ImportPreview } from '@oim/shared/schemas/imports';
import { imports } from '../../db/schema/imports';
import { AppError, conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { IMPORT_HANDLERS } from './kinds';
import { fieldsOf, importContext, loadImport, previewOf, recordOutcomes, stageRows, stagingCells, type ImportActor } from './preview';

const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/**
 * POST imports/{id}/commit, in the request's one transaction: the import locked (a second commit
 * waits and then finds it committed: 409), every row read and checked again (the shop may have
 * changed since the preview), then either nothing (an invalid row and !skipInvalid: 422 with the
 * counts) or every valid row saved by its kind in bulk, each row's outcome kept for the answer and undo.
 */
export async function commitImport(actor: ImportActor, id: number, options: { skipInvalid: boolean }): Promise<ImportPreview> {
  const { tx, tenantId, userId } = actor;
  const record = await loadImport(tx, id, { lock: true });
  if (record.status !== 'PREVIEWED') throw conflict(`${record.importNumber} has already been committed.`);
  const ctx = await importContext(actor, record);
  const fields = await fieldsOf(tx, record.kind);
  // Without the cells once read: a file of 50,000 rows is held once, not twice, while it is saved.
  const staged = (await stageRows(ctx, record.kind, fields, record.columns, record.mapping, await stagingCells(tx, id))).map(
    ({ cells: _cells, ...row }) => row,
  );
  const invalidRows = staged.filter((s) => s.errors.length > 0);
  const validRows = staged.filter((s) => s.errors.length === 0);
  if (invalidRows.length > 0 && !options.skipInvalid) {
    const message = `${plural(invalidRows.length, 'row')} of ${record.importNumber} ${invalidRows.length === 1 ? 'has' : 'have'} errors: fix the file and upload it again, or commit with skipInvalid to leave ${invalidRows.length === 1 ? 'it' : 'them'} out. Nothing was saved.`;
    throw new AppError('INVALID', message, { skipInvalid: [message] }, undefined, {
      rowCount: staged.length,
      validCount: validRows.length,
      invalidCount: invalidRows.length,
    });
  }
  const results = await IMPORT_HANDLERS[record.kind].commit(ctx, validRows);
  const byRow = new Map(results.map((r) => [r.rowId, r]));
  await recordOutcomes(
    tx,
    tenantId,
    staged.map((s) => {
      const result = byRow.get(s.id);
      return {
        id: s.id,
        errors: s.errors,
        outcome: result?.outcome ?? 'SKIPPED',
        recordId: result?.recordId ?? null,
        previous: result?.previous ?? null,
      };
    }),
  );
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  await tx
    .update(imports)
    .set({
      status: 'COMMITTED',
      committedBy: userId,
      committedAt: sql`now()`,
      rowCount: staged.length,
      validCount: validRows.length,
      invalidCount: invalidRows.length,
      createdCount: count('CREATED'),
      updatedCount: count('UPDATED'),
      skippedCount: invalidRows.length + count('SKIPPED'),
    })
    .where(shopWhere(tx, imports, eq(imports.id, id)));
  return previewOf(tx, await loadImport(tx, id), { canUndo: true });
}
