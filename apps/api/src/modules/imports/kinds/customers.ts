import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customerBody, customerUpdateBody } from '@oim/shared/schemas/customers';
import type { ImportError } from '@oim/shared/schemas/imports';
import { customers } from '../../../db/schema/sales';
import { paymentTypes } from '../../../db/schema/masterfile';
import { receivables } from '../../../db/schema/sales-documents';
import { columnValues } from '../../../platform/resource/crud';
import { shopWhere } from '../../../platform/resource/rows';
import { customerResource } from '../../customers';
import { createOpeningReceivables, deleteOpeningBalances, firstPaidOpeningBalance, voidOpeningBalances } from '../../finance';
import { loadNames, normalizeName, type NameIndex } from '../name-lookup';
import type { CommittedRow, ImportContext, ImportKindHandler, RowResult, StagedRow } from './kind-handler';
import {
  assertMay,
  batches,
  commitUpdates,
  firstUse,
  idsParam,
  moneyOf,
  partyKeys,
  resolveName,
  restoreParties,
  RowErrors,
  schemaErrors,
  textOf,
  type PartyPlan,
} from './parties';

/** The import's fields that are the customer's own, under the body's names. */
const BODY_FIELDS = {
  customerName: 'customerName',
  contactPerson: 'contactPerson',
  contactNumber: 'contactNumber',
  email: 'email',
  tin: 'tin',
  address: 'addressLineOne',
  creditLimit: 'creditLimit',
} as const;

/** body field → the import's field, for errors. */
const IMPORT_FIELD_OF: Record<string, string> = {
  ...Object.fromEntries(Object.entries(BODY_FIELDS).map(([field, body]) => [body, field])),
  defaultPaymentTypeId: 'defaultPaymentType',
};

/**
 * The payment type a new customer gets when the file names none: the default (walk-in) customer's
 * while it is active, else the shop's first active cash-like (IMMEDIATE) type, as the customer form does.
 */
async function shopDefaultPaymentType(ctx: ImportContext): Promise<number | null> {
  const [walkIn] = await ctx.tx
    .select({ id: paymentTypes.id })
    .from(customers)
    .innerJoin(paymentTypes, and(eq(paymentTypes.tenantId, customers.tenantId), eq(paymentTypes.id, customers.defaultPaymentTypeId)))
    .where(shopWhere(ctx.tx, customers, and(eq(customers.isDefault, true), eq(paymentTypes.isActive, true))))
    .limit(1);
  if (walkIn) return walkIn.id;
  const [cash] = await ctx.tx
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(shopWhere(ctx.tx, paymentTypes, and(eq(paymentTypes.isActive, true), eq(paymentTypes.category, 'IMMEDIATE'))))
    .orderBy(asc(paymentTypes.id))
    .limit(1);
  return cash?.id ?? null;
}

/** Checks every row against the shop's customers and payment types (read once) and plans what it does. */
async function plan(ctx: ImportContext, rows: StagedRow[]): Promise<{ errors: RowErrors; planned: PartyPlan[] }> {
  const errors = new RowErrors();
  const planned: PartyPlan[] = [];
  if (rows.length === 0) return { errors, planned };
  const names: NameIndex = await loadNames(ctx.tx, ctx.tenantId, 'customer');
  const types = await loadNames(ctx.tx, ctx.tenantId, 'paymentType');
  const fallbackType = await shopDefaultPaymentType(ctx);
  const keyOf = partyKeys(errors, names, { field: 'customerName', what: 'customer' });
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const { name, existingId } = key;

    const given: Record<string, unknown> = {};
    for (const [field, bodyField] of Object.entries(BODY_FIELDS)) {
      const value = row.values[field];
      if (value !== undefined && value !== null && value !== '') given[bodyField] = value;
    }
    given.customerName = name;
    const typeId = resolveName(errors, row, 'defaultPaymentType', types, 'payment type');
    if (typeId !== null) given.defaultPaymentTypeId = typeId;
    else if (existingId === null && textOf(row, 'defaultPaymentType') === undefined) {
      if (fallbackType === null) errors.add(row.rowNumber, 'defaultPaymentType', 'The shop has no active cash payment type: name one.');
      else given.defaultPaymentTypeId = fallbackType;
    }
    const openingBalance = moneyOf(errors, row, 'openingBalance', 'opening balance', { positive: false });
    // The form's own rules: the same schema as POST (a new customer) or PUT (an update).
    const parsed = existingId === null ? customerBody.safeParse(given) : customerUpdateBody.safeParse(given);
    // A payment type named but not found is said once (above), not again as missing.
    const unresolved = typeId === null && textOf(row, 'defaultPaymentType') !== undefined;
    if (!parsed.success) schemaErrors(errors, row, parsed.error, IMPORT_FIELD_OF, unresolved ? ['defaultPaymentTypeId'] : []);
    if (errors.has(row.rowNumber) || !parsed.success) continue;
    const body = { ...(parsed.data as Record<string, unknown>) };
    // An import never makes or unmakes the walk-in customer; a blank cell keeps what the customer has;
    // the name matched (in any case and spacing) and stays as the shop wrote it.
    delete body.isDefault;
    if (existingId !== null) delete body.customerName;
    if (existingId !== null) for (const key of Object.keys(body)) if (body[key] === null || body[key] === undefined) delete body[key];
    planned.push({
      row,
      existingId,
      columns: columnValues(customerResource, body),
      openingBalance: openingBalance && openingBalance !== '0.00' ? openingBalance : null,
    });
  }
  return { errors, planned };
}

async function check(ctx: ImportContext, rows: StagedRow[]): Promise<Map<number, ImportError[]>> {
  const { errors, planned } = await plan(ctx, rows);
  if (planned.some((p) => p.existingId !== null)) assertMay(ctx, 'Edit Customer', 'updating customers that exist');
  return errors.byRow;
}

async function commit(ctx: ImportContext, rows: StagedRow[]): Promise<RowResult[]> {
  const { tx, tenantId } = ctx;
  const { planned } = await plan(ctx, rows);
  if (planned.some((p) => p.existingId !== null)) assertMay(ctx, 'Edit Customer', 'updating customers that exist');
  const results: RowResult[] = [];
  const customerOf = new Map<number, number>();

  const fresh = planned.filter((p) => p.existingId === null);
  for (const batch of batches(fresh)) {
    const inserted = await tx
      .insert(customers)
      .values(batch.map((p) => ({ ...(p.columns as typeof customers.$inferInsert), tenantId, isDefault: false, importId: ctx.importId })))
      .returning({ id: customers.id, customerName: customers.customerName });
    // Names are unique in the file (a repeat is an error), so each new customer is found by its name.
    const idByName = new Map(inserted.map((c) => [normalizeName(c.customerName), c.id]));
    for (const p of batch) {
      const id = idByName.get(normalizeName(String(p.columns.customerName)))!;
      customerOf.set(p.row.id, id);
      results.push({ rowId: p.row.id, outcome: 'CREATED', recordId: id });
    }
  }

  for (const u of await commitUpdates(ctx, customers, planned)) {
    customerOf.set(u.plan.row.id, u.id);
    results.push(u.result);
  }

  // What each customer owed from before: a receivable dated today, due today, named by the import.
  await createOpeningReceivables(
    tx,
    tenantId,
    planned
      .filter((p) => p.openingBalance !== null)
      .map((p) => ({
        customerId: customerOf.get(p.row.id)!,
        reference: ctx.importNumber,
        documentDate: ctx.today,
        dueDate: ctx.today,
        amount: p.openingBalance!,
        importId: ctx.importId,
      })),
  );
  return results;
}

/** The import's opening receivables: id, customer and reference. */
export async function importReceivables(ctx: ImportContext) {
  return ctx.tx
    .select({ id: receivables.id, customerId: receivables.customerId, reference: receivables.reference })
    .from(receivables)
    .where(shopWhere(ctx.tx, receivables, eq(receivables.importId, ctx.importId)))
    .orderBy(asc(receivables.id));
}

/** Opening balances of these customers that later imports made and their undo voided (they go with the customer). */
async function voidedOpeningReceivables(ctx: ImportContext, customerIds: number[]): Promise<number[]> {
  if (customerIds.length === 0) return [];
  const rows = await ctx.tx
    .select({ id: receivables.id })
    .from(receivables)
    .where(
      shopWhere(
        ctx.tx,
        receivables,
        and(inArray(receivables.customerId, customerIds), isNull(receivables.salesOrderId), eq(receivables.status, 'VOIDED')),
      ),
    );
  return rows.map((r) => r.id);
}

const createdIds = (rows: CommittedRow[]) => rows.filter((r) => r.outcome === 'CREATED' && r.recordId !== null).map((r) => r.recordId!);

/**
 * Why the customers import cannot be undone: an opening balance of it collected since, or a
 * customer it made that has a sale, quotation, job order, return, payment or another opening
 * balance since.
 */
export async function customerInUse(ctx: ImportContext, created: number[]): Promise<string | null> {
  if (created.length === 0) return null;
  const ids = idsParam(created);
  const t = ctx.tenantId;
  return firstUse(
    ctx.tx,
    sql`select id, customer_name from customers where tenant_id = ${t} and id in ${ids}`,
    sql`
      select customer_id, 'a sale', sales_order_number, 1 from sales_orders where tenant_id = ${t} and customer_id in ${ids}
      union all select customer_id, 'a quotation', quotation_number, 2 from quotations where tenant_id = ${t} and customer_id in ${ids}
      union all select customer_id, 'a job order', service_order_number, 3 from service_orders where tenant_id = ${t} and customer_id in ${ids}
      union all select customer_id, 'a return', rma_number, 4 from rmas where tenant_id = ${t} and customer_id in ${ids}
      union all select customer_id, 'a payment', payment_number, 5 from payments where tenant_id = ${t} and customer_id in ${ids}
      union all select r.customer_id, 'an opening balance', coalesce(r.reference, ''), 6 from receivables r
                 where r.tenant_id = ${t} and r.customer_id in ${ids} and r.import_id is distinct from ${ctx.importId}
                   -- one of another import undone since (voided, never collected) goes with the customer
                   and not (r.sales_order_id is null and r.status = 'VOIDED'
                            and not exists (select 1 from payment_allocations a where a.tenant_id = r.tenant_id and a.receivable_id = r.id))`,
  );
}

/** The first opening receivable of this import collected since (a posted payment on it), named for the user. */
export async function receivableCollected(ctx: ImportContext, list: { id: number; customerId: number; reference: string | null }[]) {
  const paid = await firstPaidOpeningBalance(
    ctx.tx,
    'receivable',
    list.map((r) => r.id),
  );
  if (!paid || !paid.posted) return null;
  const receivable = list.find((r) => r.id === paid.id)!;
  const [customer] = await ctx.tx
    .select({ name: customers.customerName })
    .from(customers)
    .where(shopWhere(ctx.tx, customers, eq(customers.id, receivable.customerId)));
  return `The opening balance ${receivable.reference ?? ''} of ${customer?.name ?? 'a customer'} has been collected since (${paid.paymentNumber}).`;
}

async function blockingUse(ctx: ImportContext, rows: CommittedRow[]): Promise<string | null> {
  return (await receivableCollected(ctx, await importReceivables(ctx))) ?? (await customerInUse(ctx, createdIds(rows)));
}

/**
 * Takes the import back: the opening receivables of customers it made go with those customers
 * (deleted: never collected); those of customers that existed are voided; updated customers get
 * their replaced values back.
 */
async function undo(ctx: ImportContext, rows: CommittedRow[]): Promise<void> {
  const { tx } = ctx;
  const created = new Set(createdIds(rows));
  const owed = await importReceivables(ctx);
  const ownVoided = new Set(owed.map((r) => r.id));
  const laterVoided = (await voidedOpeningReceivables(ctx, [...created])).filter((id) => !ownVoided.has(id));
  await deleteOpeningBalances(tx, 'receivable', [...owed.filter((r) => created.has(r.customerId)).map((r) => r.id), ...laterVoided]);
  await voidOpeningBalances(
    tx,
    'receivable',
    owed.filter((r) => !created.has(r.customerId)).map((r) => r.id),
  );
  for (const batch of batches([...created]))
    await tx.delete(customers).where(shopWhere(tx, customers, and(inArray(customers.id, batch), eq(customers.importId, ctx.importId))));
  await restoreParties(tx, ctx.tenantId, customers, rows);
}

/** CUSTOMERS: a customer per row, keyed by name (an existing one is updated), and what each owed from before. */
export const customersImport: ImportKindHandler = { kind: 'CUSTOMERS', check, commit, blockingUse, undo };
