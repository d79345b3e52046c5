import type { ApiRecord } from '@oim/shared/api/records';

export const EXPENSES_RESOURCE = 'expenses/expenses';

/** Receipt photos of an expense: media owner type and collection (issue 16). */
export const EXPENSE_MEDIA_OWNER = 'expenses';
export const EXPENSE_RECEIPTS_COLLECTION = 'expense_receipts';

export type ExpenseStatus = Expense['status'];

export const EXPENSE_STATUS: Record<ExpenseStatus, { label: string; color: 'success' | 'default' }> = {
  POSTED: { label: 'Posted', color: 'success' },
  VOIDED: { label: 'Voided', color: 'default' },
};

/** An expense as /api/expenses/expenses answers it (money as numbers, ≤ 2 decimals). */
export type Expense = ApiRecord<'expenses'>;

export const EXPENSE_RELATIONS = ['expenseCategory', 'paymentType', 'supplier', 'salesChannel', 'location'];
