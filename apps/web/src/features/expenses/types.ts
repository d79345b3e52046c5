import type { ApiRelation } from '@oim/shared/api/records';

export const EXPENSES_RESOURCE = 'expenses/expenses';

/** Receipt photos of an expense: media owner type and collection (issue 16). */
export const EXPENSE_MEDIA_OWNER = 'expenses';
export const EXPENSE_RECEIPTS_COLLECTION = 'expense_receipts';

export type ExpenseStatus = 'POSTED' | 'VOIDED';

export const EXPENSE_STATUS: Record<ExpenseStatus, { label: string; color: 'success' | 'default' }> = {
  POSTED: { label: 'Posted', color: 'success' },
  VOIDED: { label: 'Voided', color: 'default' },
};

type Named = { id: number };

/** An expense as /api/expenses/expenses answers it (money as numbers, ≤ 2 decimals). */
export type Expense = {
  id: number;
  expenseNumber: string;
  expenseDate: string;
  expenseCategoryId: number;
  amount: number;
  paymentTypeId: number;
  paymentCategory?: string | null;
  referenceNumber: string | null;
  payee: string | null;
  supplierId: number | null;
  salesChannelId: number | null;
  locationId: number | null;
  notes: string | null;
  status: ExpenseStatus;
  dueDate?: string | null;
  voidReason?: string | null;
  voidedAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
  expenseCategory?: (Named & { expenseName: string }) | null;
  paymentType?: ApiRelation<'paymentTypes'> | null;
  supplier?: (Named & { supplierName: string }) | null;
  salesChannel?: (Named & { name: string }) | null;
  location?: (Named & { name: string }) | null;
};

export const EXPENSE_RELATIONS = ['expenseCategory', 'paymentType', 'supplier', 'salesChannel', 'location'];
