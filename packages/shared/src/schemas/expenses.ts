import { z } from 'zod';
import { dateOnly, dateTime, decimal, optionalId, optionalText, requiredId, requiredText, updateBody } from './fields';

export const EXPENSE_STATUSES = ['POSTED', 'VOIDED'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

/** The categories a new shop starts with. */
export const DEFAULT_EXPENSE_CATEGORIES = [
  'Rent',
  'Utilities',
  'Salaries and Wages',
  'Transportation and Delivery',
  'Repairs and Maintenance',
  'Supplies',
  'Taxes and Licenses',
  'Miscellaneous',
] as const;

/** POST/PUT expenses/expense-categories (spec 3: Expense category). */
export const expenseCategoryBody = z.object({
  expenseName: requiredText('expense name', 100),
  description: optionalText('description', 1000),
});
export const expenseCategoryUpdateBody = updateBody(expenseCategoryBody);

/** An instant as ISO 8601 with its zone (2026-11-30T23:30:00+08:00 or …Z); missing or null means now. */
export function optionalInstant(label: string) {
  return dateTime(label)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** POST expenses/expenses: money paid out (or owed, on a TRADE_CREDIT payment type) for a shop cost. */
export const expenseBody = z.object({
  expenseDate: optionalInstant('expense date'),
  expenseCategoryId: requiredId('expense category'),
  amount: decimal('amount', { min: 0.01 }),
  paymentTypeId: requiredId('payment type'),
  referenceNumber: optionalText('reference number', 100),
  payee: optionalText('payee', 200),
  supplierId: optionalId('supplier'),
  salesChannelId: optionalId('sales channel'),
  locationId: optionalId('location'),
  notes: optionalText('notes', 2000),
  /** Only for an expense on credit: when its payable falls due (default: expense day + the supplier's terms, or 30 days). */
  dueDate: dateOnly('due date').nullish(),
});
export type ExpenseBody = z.output<typeof expenseBody>;

/** PUT expenses/expenses/{id}: the fields to change; the rest keep their stored values. */
export const expenseUpdateBody = updateBody(expenseBody);
export type ExpenseUpdateBody = z.output<typeof expenseUpdateBody>;

/** DELETE expenses/expenses/{id}: why it is voided (optional). */
export const voidExpenseBody = z.object({ reason: optionalText('reason', 500) }).nullish();
