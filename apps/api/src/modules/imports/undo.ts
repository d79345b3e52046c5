import { eq, sql } from 'drizzle-orm';
import type { ImportPreview } from '@oim/shared/schemas/imports';
import type { Tx } from '../../db/client';
import { imports } from '../../db/schema/imports';
import { conflict } from '../../platform/errors';
import { shopWhere } from '../../platform/resource/rows';
import { IMPORT_HANDLERS, type CommittedRow } from './kinds';
import { importContext, loadImport, previewOf, stagingRows, type ImportActor, type ImportRecord } from './preview';

async function committedRows(tx: Tx, importId: number): Promise<CommittedRow[]> {
  const rows = await stagingRows(tx, importId);
  return rows
    .filter((r) => r.outcome !== null)
    .map((r) => ({
      id: r.id,
      rowNumber: r.rowNumber,
      values: r.values,
      outcome: r.outcome!,
      recordId: r.recordId,
      previous: r.previous,
    }));
}

/** Why the import cannot be undone now (the first record it made that is used since), or null. */
export async function undoBlocker(actor: ImportActor, record: ImportRecord): Promise<string | null> {
  if (record.status !== 'COMMITTED') return `${record.importNumber} is not committed: only a committed import can be undone.`;
  const ctx = await importContext(actor, record);
  return IMPORT_HANDLERS[record.kind].blockingUse(ctx, await committedRows(actor.tx, record.id));
}

/**
 * DELETE imports/{id}: takes a committed import back in one transaction while nothing has used
 * what it made (else 409 naming the first record in use): its kind deletes what it created,
 * restores what it updated and takes its stock out through the ledger.
 */
export async function undoImport(actor: ImportActor, id: number): Promise<ImportPreview> {
  const { tx, userId } = actor;
  const record = await loadImport(tx, id, { lock: true });
  if (record.status !== 'COMMITTED')
    throw conflict(
      record.status === 'UNDONE'
        ? `${record.importNumber} has already been undone.`
        : `${record.importNumber} is not committed: only a committed import can be undone.`,
    );
  const ctx = await importContext(actor, record);
  const rows = await committedRows(tx, id);
  const handler = IMPORT_HANDLERS[record.kind];
  const blocker = await handler.blockingUse(ctx, rows);
  if (blocker) throw conflict(`${record.importNumber} cannot be undone: ${blocker}`);
  await handler.undo(ctx, rows);
  await tx
    .update(imports)
    .set({ status: 'UNDONE', undoneBy: userId, undoneAt: sql`now()` })
    .where(shopWhere(tx, imports, eq(imports.id, id)));
  return previewOf(tx, await loadImport(tx, id), { canUndo: false });
}
