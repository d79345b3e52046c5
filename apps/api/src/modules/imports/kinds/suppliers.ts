import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportError } from '@oim/shared/schemas/imports';
import { supplierBody, supplierUpdateBody } from '@oim/shared/schemas/masterfile';
import { payables } from '../../../db/schema/finance';
import { suppliers } from '../../../db/schema/masterfile';
import { shopWhere } from '../../../platform/resource/rows';
import { addDays } from '../../../platform/time-zone';
import { createPayable, deleteOpeningBalances, firstPaidOpeningBalance, voidOpeningBalances } from '../../finance';
import { loadNames, normalizeName } from '../name-lookup';
import type { CommittedRow, ImportContext, ImportKindHandler, RowResult, StagedRow } from './kind-handler';
import {
  assertMay,
  batches,
  commitUpdates,
  firstUse,
  idsParam,
  moneyOf,
  partyKeys,
  restoreParties,
  RowErrors,
  schemaErrors,
  type PartyPlan,
} from './parties';

/** The import's fields that are the supplier's own (the body's names are the same). */
const BODY_FIELDS = ['supplierName', 'contactPerson', 'contactNumber', 'email', 'address', 'paymentTermsDays'] as const;

async function plan(ctx: ImportContext, rows: StagedRow[]): Promise<{ errors: RowErrors; planned: PartyPlan[] }> {
  const errors = new RowErrors();
  const planned: PartyPlan[] = [];
  if (rows.length === 0) return { errors, planned };
  const names = await loadNames(ctx.tx, ctx.tenantId, 'supplier');
  const keyOf = partyKeys(errors, names, { field: 'supplierName', what: 'supplier' });
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const { name, existingId } = key;
    const given: Record<string, unknown> = {};
    for (const field of BODY_FIELDS) {
      const value = row.values[field];
      if (value !== undefined && value !== null && value !== '') given[field] = value;
    }
    given.supplierName = name;
    const openingBalance = moneyOf(errors, row, 'openingBalance', 'opening balance', { positive: false });
    const parsed = existingId === null ? supplierBody.safeParse(given) : supplierUpdateBody.safeParse(given);
    if (!parsed.success) schemaErrors(errors, row, parsed.error);
    if (errors.has(row.rowNumber) || !parsed.success) continue;
    const body = { ...(parsed.data as Record<string, unknown>) };
    // A blank cell keeps what the supplier has; the name matched (any case and spacing) and stays as written.
    if (existingId !== null)
      for (const k of Object.keys(body)) if (k === 'supplierName' || body[k] === null || body[k] === undefined) delete body[k];
    planned.push({ row, existingId, columns: body, openingBalance: openingBalance && openingBalance !== '0.00' ? openingBalance : null });
  }
  return { errors, planned };
}

async function check(ctx: ImportContext, rows: StagedRow[]): Promise<Map<number, ImportError[]>> {
  const { errors, planned } = await plan(ctx, rows);
  if (planned.some((p) => p.existingId !== null)) assertMay(ctx, 'Edit Suppliers', 'updating suppliers that exist');
  return errors.byRow;
}

async function commit(ctx: ImportContext, rows: StagedRow[]): Promise<RowResult[]> {
  const { tx, tenantId } = ctx;
  const { planned } = await plan(ctx, rows);
  if (planned.some((p) => p.existingId !== null)) assertMay(ctx, 'Edit Suppliers', 'updating suppliers that exist');
  const results: RowResult[] = [];
  const supplierOf = new Map<number, { id: number; terms: number }>();

  for (const batch of batches(planned.filter((p) => p.existingId === null))) {
    const inserted = await tx
      .insert(suppliers)
      .values(batch.map((p) => ({ ...(p.columns as typeof suppliers.$inferInsert), tenantId, importId: ctx.importId })))
      .returning({ id: suppliers.id, supplierName: suppliers.supplierName, terms: suppliers.paymentTermsDays });
    const byName = new Map(inserted.map((s) => [normalizeName(s.supplierName), s]));
    for (const p of batch) {
      const made = byName.get(normalizeName(String(p.columns.supplierName)))!;
      supplierOf.set(p.row.id, { id: made.id, terms: made.terms });
      results.push({ rowId: p.row.id, outcome: 'CREATED', recordId: made.id });
    }
  }

  for (const u of await commitUpdates(ctx, suppliers, planned)) {
    const terms = (u.plan.columns.paymentTermsDays as number | undefined) ?? Number(u.before.paymentTermsDays ?? 0);
    supplierOf.set(u.plan.row.id, { id: u.id, terms });
    results.push(u.result);
  }

  // What the shop owed each supplier from before: a payable dated today, due after the supplier's terms.
  for (const p of planned) {
    if (p.openingBalance === null) continue;
    const supplier = supplierOf.get(p.row.id)!;
    await createPayable(tx, tenantId, {
      supplierId: supplier.id,
      sourceType: 'OPENING_BALANCE',
      sourceId: p.row.id,
      sourceNumber: ctx.importNumber,
      supplierDocumentNumber: null,
      documentDate: ctx.today,
      dueDate: addDays(ctx.today, supplier.terms),
      amount: p.openingBalance,
      importId: ctx.importId,
    });
  }
  return results;
}

/** The import's opening payables (its own source rows). */
export async function importPayables(ctx: ImportContext) {
  return ctx.tx
    .select({
      id: payables.id,
      supplierId: payables.supplierId,
      number: sql<string>`coalesce(${payables.supplierDocumentNumber}, ${payables.sourceNumber})`,
    })
    .from(payables)
    .where(shopWhere(ctx.tx, payables, and(eq(payables.importId, ctx.importId), eq(payables.sourceType, 'OPENING_BALANCE'))))
    .orderBy(asc(payables.id));
}

/** The first opening payable of this import paid since (a posted payment on it), named for the user. */
export async function payablePaid(ctx: ImportContext, list: { id: number; supplierId: number; number: string }[]) {
  const paid = await firstPaidOpeningBalance(
    ctx.tx,
    'payable',
    list.map((p) => p.id),
  );
  if (!paid || !paid.posted) return null;
  const payable = list.find((p) => p.id === paid.id)!;
  const [supplier] = await ctx.tx
    .select({ name: suppliers.supplierName })
    .from(suppliers)
    .where(shopWhere(ctx.tx, suppliers, eq(suppliers.id, payable.supplierId)));
  return `The opening balance ${payable.number} of ${supplier?.name ?? 'a supplier'} has been paid since (${paid.paymentNumber}).`;
}

/** A supplier the import made that a purchase order, receipt, return, expense, product, payment or another payable points at since. */
async function supplierInUse(ctx: ImportContext, created: number[]): Promise<string | null> {
  if (created.length === 0) return null;
  const ids = idsParam(created);
  const t = ctx.tenantId;
  return firstUse(
    ctx.tx,
    sql`select id, supplier_name from suppliers where tenant_id = ${t} and id in ${ids}`,
    sql`
      select supplier_id, 'a purchase order', purchase_order_number, 1 from purchase_orders where tenant_id = ${t} and supplier_id in ${ids}
      union all select supplier_id, 'a purchase receipt', purchase_receipt_number, 2 from purchase_receipts where tenant_id = ${t} and supplier_id in ${ids}
      union all select supplier_id, 'a supplier return', supplier_return_number, 3 from supplier_returns where tenant_id = ${t} and supplier_id in ${ids}
      union all select supplier_id, 'an expense', expense_number, 4 from expenses where tenant_id = ${t} and supplier_id in ${ids}
      union all select coalesce(preferred_supplier_id, last_supplier_id), 'a product', sku, 5 from products
                 where tenant_id = ${t} and (preferred_supplier_id in ${ids} or last_supplier_id in ${ids})
      union all select supplier_id, 'a payment', payment_number, 6 from payments where tenant_id = ${t} and supplier_id in ${ids}
      union all select supplier_id, 'a payable', source_number, 7 from payables
                 where tenant_id = ${t} and supplier_id in ${ids} and import_id is distinct from ${ctx.importId}`,
  );
}

const createdIds = (rows: CommittedRow[]) => rows.filter((r) => r.outcome === 'CREATED' && r.recordId !== null).map((r) => r.recordId!);

async function blockingUse(ctx: ImportContext, rows: CommittedRow[]): Promise<string | null> {
  return (await payablePaid(ctx, await importPayables(ctx))) ?? (await supplierInUse(ctx, createdIds(rows)));
}

/** Opening payables of suppliers it made go with them (deleted, never paid); others are voided; updated suppliers get their values back. */
async function undo(ctx: ImportContext, rows: CommittedRow[]): Promise<void> {
  const { tx } = ctx;
  const created = new Set(createdIds(rows));
  const owed = await importPayables(ctx);
  await deleteOpeningBalances(
    tx,
    'payable',
    owed.filter((p) => created.has(p.supplierId)).map((p) => p.id),
  );
  await voidOpeningBalances(
    tx,
    'payable',
    owed.filter((p) => !created.has(p.supplierId)).map((p) => p.id),
  );
  for (const batch of batches([...created]))
    await tx.delete(suppliers).where(shopWhere(tx, suppliers, and(inArray(suppliers.id, batch), eq(suppliers.importId, ctx.importId))));
  await restoreParties(tx, ctx.tenantId, suppliers, rows);
}

/** SUPPLIERS: a supplier per row, keyed by name (an existing one is updated), and what the shop owed each from before. */
export const suppliersImport: ImportKindHandler = { kind: 'SUPPLIERS', check, commit, blockingUse, undo };
