import type { ImportError } from '@oim/shared/schemas/imports';
import { createOpeningReceivables, voidOpeningBalances } from '../../finance';
import { loadNames } from '../name-lookup';
import { importReceivables, receivableCollected } from './customers';
import type { CommittedRow, ImportContext, ImportKindHandler, RowResult, StagedRow } from './kind-handler';
import { batches, readOpeningRows } from './parties';

async function plan(ctx: ImportContext, rows: StagedRow[]) {
  const index = await loadNames(ctx.tx, ctx.tenantId, 'customer');
  return readOpeningRows(ctx, rows, { field: 'customer', what: 'customer', index });
}

async function check(ctx: ImportContext, rows: StagedRow[]): Promise<Map<number, ImportError[]>> {
  return (await plan(ctx, rows)).errors.byRow;
}

/** One receivable per row: no sale, the old document's reference (else the import's number), the import's id. */
async function commit(ctx: ImportContext, rows: StagedRow[]): Promise<RowResult[]> {
  const { planned } = await plan(ctx, rows);
  const results: RowResult[] = [];
  for (const batch of batches(planned)) {
    const ids = await createOpeningReceivables(
      ctx.tx,
      ctx.tenantId,
      batch.map((p) => ({
        customerId: p.partyId,
        reference: p.reference ?? ctx.importNumber,
        documentDate: p.documentDate,
        dueDate: p.dueDate,
        amount: p.amount,
        importId: ctx.importId,
      })),
    );
    batch.forEach((p, i) => results.push({ rowId: p.row.id, outcome: 'CREATED', recordId: ids[i]! }));
  }
  return results;
}

async function blockingUse(ctx: ImportContext, _rows: CommittedRow[]): Promise<string | null> {
  return receivableCollected(ctx, await importReceivables(ctx));
}

/** Its receivables are voided (kept, with nothing owed): the customers were there before and stay. */
async function undo(ctx: ImportContext, _rows: CommittedRow[]): Promise<void> {
  await voidOpeningBalances(
    ctx.tx,
    'receivable',
    (await importReceivables(ctx)).map((r) => r.id),
  );
}

/** OPENING_RECEIVABLES: what existing customers owed from before, one receivable per row. */
export const openingReceivablesImport: ImportKindHandler = { kind: 'OPENING_RECEIVABLES', check, commit, blockingUse, undo };
