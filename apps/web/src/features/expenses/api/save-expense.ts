import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { EXPENSES_RESOURCE, type Expense } from '../types';
import type { ExpenseBody } from '../components/expense-form-schema';

/** What an expense save also changes: a credit expense's payable, and the reports. */
const CHANGED = [EXPENSES_RESOURCE, 'finance/payables'];

export function createExpense(body: ExpenseBody): Promise<SavedRecord<Expense>> {
  return api.post<SavedRecord<Expense>>(EXPENSES_RESOURCE, body);
}

export function useCreateExpense() {
  return useResourceMutation(CHANGED, createExpense);
}

/** PUT: 409 when the expense is voided or its payable already has payments. */
export function updateExpense({ id, body }: { id: number; body: ExpenseBody }): Promise<SavedRecord<Expense>> {
  return api.put<SavedRecord<Expense>>(`${EXPENSES_RESOURCE}/${id}`, body);
}

export function useUpdateExpense() {
  return useResourceMutation(CHANGED, updateExpense);
}
