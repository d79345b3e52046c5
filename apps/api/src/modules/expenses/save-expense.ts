import { eq } from 'drizzle-orm';
import { fieldErrors, hasFieldErrors } from '@oim/shared/field-errors';
import type { ExpenseBody, ExpenseUpdateBody } from '@oim/shared/schemas/expenses';
import type { Tx } from '../../db/client';
import { expenses } from '../../db/schema/expenses';
import { paymentTypes, suppliers } from '../../db/schema/masterfile';
import { conflict, invalid } from '../../platform/errors';
import { checkReferences } from '../../platform/resource/crud';
import { shopWhere } from '../../platform/resource/rows';
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../../platform/time-zone';
import type { ServiceContext } from '../../platform/service-context';
import { createPayable, payableHasPayments, updatePayableOf, voidPayableOf, type PayableTerms } from '../finance';
import { nextDocumentNumber, voidStamp } from '../../platform/documents';
import { expenseResource } from './expenses.resource';

/** The days a payable runs when its supplier names no terms. */
const DEFAULT_CREDIT_DAYS = 30;

/** An expense as stored: what a change starts from. */
type Stored = typeof expenses.$inferSelect;

/** The expense's fields once a body is applied (create: the body; update: the stored values it changes). */
type Fields = Omit<ExpenseBody, 'expenseDate'> & { expenseDate: Date };

/**
 * Records an expense in the caller's transaction with the next EX number. One on a TRADE_CREDIT
 * payment type is owed to its supplier: it becomes a payable due on dueDate (default: the expense's
 * day in Manila plus the supplier's terms, or 30 days).
 */
export async function createExpense(ctx: ServiceContext, body: ExpenseBody): Promise<number> {
  const { tx, tenantId, userId } = ctx;
  const fields: Fields = { ...body, expenseDate: body.expenseDate ? new Date(body.expenseDate) : new Date() };
  const terms = await checkExpense(tx, fields);
  const expenseNumber = await nextDocumentNumber(tx, tenantId, 'expense');
  const [row] = await tx
    .insert(expenses)
    .values({ tenantId, expenseNumber, ...columnsOf(fields), dueDate: terms?.dueDate ?? null, createdBy: userId })
    .returning({ id: expenses.id });
  const id = row!.id;
  if (terms) await createPayable(tx, tenantId, { sourceType: 'EXPENSE', sourceId: id, ...terms, sourceNumber: expenseNumber });
  return id;
}

/**
 * Changes an expense and, in the same transaction, what it owes: the payable follows its amount,
 * supplier and due date, is voided when it is no longer on credit and opens when it becomes so.
 * A voided expense, or one whose payable has payments, cannot change (409). False when there is none.
 */
export async function updateExpense(ctx: ServiceContext, id: number, body: ExpenseUpdateBody): Promise<boolean> {
  const { tx, tenantId } = ctx;
  const stored = await lockExpense(tx, id);
  if (!stored) return false;
  if (stored.status === 'VOIDED') throw conflict(`${stored.expenseNumber} is voided: it cannot be changed.`);
  if (await payableHasPayments(tx, 'EXPENSE', id))
    throw conflict(`Payments have been made on what is owed for ${stored.expenseNumber}: void those payments first.`);

  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<ExpenseUpdateBody>;
  const fields: Fields = {
    expenseCategoryId: stored.expenseCategoryId,
    amount: stored.amount,
    paymentTypeId: stored.paymentTypeId,
    referenceNumber: stored.referenceNumber,
    payee: stored.payee,
    supplierId: stored.supplierId,
    salesChannelId: stored.salesChannelId,
    locationId: stored.locationId,
    notes: stored.notes,
    // A due date left out is worked out again from the (new) date and supplier, unless the stored one was chosen.
    dueDate: stored.dueDate,
    ...given,
    expenseDate: given.expenseDate ? new Date(given.expenseDate) : stored.expenseDate,
  } as Fields;
  if (body.dueDate === undefined && (given.expenseDate !== undefined || given.supplierId !== undefined)) fields.dueDate = null;
  const terms = await checkExpense(tx, fields);
  await tx
    .update(expenses)
    .set({ ...columnsOf(fields), dueDate: terms?.dueDate ?? null, updatedAt: new Date() })
    .where(shopWhere(tx, expenses, eq(expenses.id, id)));
  if (!terms) await voidPayableOf(tx, 'EXPENSE', id);
  else if (!(await updatePayableOf(tx, 'EXPENSE', id, { ...terms, sourceNumber: stored.expenseNumber })))
    await createPayable(tx, tenantId, { sourceType: 'EXPENSE', sourceId: id, ...terms, sourceNumber: stored.expenseNumber });
  return true;
}

/**
 * Voids an expense: status VOIDED with who, when and why, and its payable voided. Refused (409)
 * when it is voided already or payments stand against its payable. False when there is none.
 */
export async function voidExpense(ctx: ServiceContext, id: number, reason: string | null): Promise<boolean> {
  const { tx, userId } = ctx;
  const stored = await lockExpense(tx, id);
  if (!stored) return false;
  if (stored.status === 'VOIDED') throw conflict(`${stored.expenseNumber} is already voided.`);
  if (await payableHasPayments(tx, 'EXPENSE', id))
    throw conflict(`Payments have been made on what is owed for ${stored.expenseNumber}: void those payments first.`);
  await voidPayableOf(tx, 'EXPENSE', id);
  const now = new Date();
  await tx
    .update(expenses)
    .set({ ...voidStamp(userId, reason, now), updatedAt: now })
    .where(shopWhere(tx, expenses, eq(expenses.id, id)));
  return true;
}

async function lockExpense(tx: Tx, id: number): Promise<Stored | undefined> {
  const [row] = await tx
    .select()
    .from(expenses)
    .where(shopWhere(tx, expenses, eq(expenses.id, id)))
    .for('update');
  return row;
}

function columnsOf(f: Fields) {
  return {
    expenseDate: f.expenseDate,
    expenseCategoryId: f.expenseCategoryId,
    amount: f.amount,
    paymentTypeId: f.paymentTypeId,
    referenceNumber: f.referenceNumber,
    payee: f.payee,
    supplierId: f.supplierId,
    salesChannelId: f.salesChannelId,
    locationId: f.locationId,
    notes: f.notes,
  };
}

/**
 * The expense's rules (422 naming the field): its references are this shop's, the payment type is
 * active and not an installment plan, a reference number where the type asks for one, a payee or
 * supplier, and a supplier when it is on credit. Answers the payable's terms for a credit expense.
 */
async function checkExpense(tx: Tx, f: Fields): Promise<Omit<PayableTerms, 'sourceNumber'> | null> {
  await checkReferences(tx, expenseResource, f);
  const [type] = await tx
    .select({ category: paymentTypes.category, requiresReference: paymentTypes.requiresReferenceNumber, isActive: paymentTypes.isActive })
    .from(paymentTypes)
    .where(shopWhere(tx, paymentTypes, eq(paymentTypes.id, f.paymentTypeId)));
  const errors = fieldErrors();
  if (!type || !type.isActive) errors.paymentTypeId = ['The selected payment type is invalid.'];
  else if (type.category === 'INSTALLMENT') errors.paymentTypeId = ['An expense is paid now or owed to a supplier, not in installments.'];
  if (type?.requiresReference && !f.referenceNumber)
    errors.referenceNumber = ['The reference number field is required for this payment type.'];
  if (!f.payee && f.supplierId === null) errors.payee = ['Enter the payee or choose a supplier.'];
  const credit = type?.category === 'TRADE_CREDIT';
  if (credit && f.supplierId === null) errors.supplierId = ['Choose the supplier: an expense on credit is owed to a supplier.'];
  if (hasFieldErrors(errors)) throw invalid(errors);
  if (!credit) return null;

  const [supplier] = await tx
    .select({ terms: suppliers.paymentTermsDays })
    .from(suppliers)
    .where(shopWhere(tx, suppliers, eq(suppliers.id, f.supplierId!)));
  const documentDate = todayIn(DEFAULT_TIME_ZONE, f.expenseDate);
  const dueDate = f.dueDate ?? addDays(documentDate, supplier?.terms || DEFAULT_CREDIT_DAYS);
  if (dueDate < documentDate) throw invalid({ dueDate: ['The due date must not be before the expense date.'] });
  return { supplierId: f.supplierId!, supplierDocumentNumber: f.referenceNumber, documentDate, dueDate, amount: f.amount };
}
