import type { ImportError } from '@oim/shared/schemas/imports';
import { createPayable, voidOpeningBalances } from '../../finance';
import { loadNames } from '../name-lookup';
import type { CommittedRow, ImportContext, ImportKindHandler, RowResult, StagedRow } from './kind-handler';
import { readOpeningRows } from './parties';
import { importPayables, payablePaid } from './suppliers';

async function plan(ctx: ImportContext, rows: StagedRow[]) {
  const index = await loadNames(ctx.tx, ctx.tenantId, 'supplier');
  return readOpeningRows(ctx, rows, { field: 'supplier', what: 'supplier', index });
}

async function check(ctx: ImportContext, rows: StagedRow[]): Promise<Map<number, ImportError[]>> {
  return (await plan(ctx, rows)).errors.byRow;
}

/**
 * One payable per row through finance's createPayable: source OPENING_BALANCE, source id the import
 * row's, our number the import's, the supplier's number the row's reference.
 */
async function commit(ctx: ImportContext, rows: StagedRow[]): Promise<RowResult[]> {
  const { planned } = await plan(ctx, rows);
  const results: RowResult[] = [];
  for (const p of planned) {
    const id = await createPayable(ctx.tx, ctx.tenantId, {
      supplierId: p.partyId,
      sourceType: 'OPENING_BALANCE',
      sourceId: p.row.id,
      sourceNumber: ctx.importNumber,
      supplierDocumentNumber: p.reference,
      documentDate: p.documentDate,
      dueDate: p.dueDate,
      amount: p.amount,
      importId: ctx.importId,
    });
    results.push({ rowId: p.row.id, outcome: 'CREATED', recordId: id });
  }
  return results;
}

async function blockingUse(ctx: ImportContext, _rows: CommittedRow[]): Promise<string | null> {
  return payablePaid(ctx, await importPayables(ctx));
}

/** Its payables are voided (kept, with nothing owed): the suppliers were there before and stay. */
async function undo(ctx: ImportContext, _rows: CommittedRow[]): Promise<void> {
  await voidOpeningBalances(
    ctx.tx,
    'payable',
    (await importPayables(ctx)).map((p) => p.id),
  );
}

/** OPENING_PAYABLES: what the shop owed existing suppliers from before, one payable per row. */
export const openingPayablesImport: ImportKindHandler = { kind: 'OPENING_PAYABLES', check, commit, blockingUse, undo };
