import type { z } from 'zod';
import type { ApiRecord } from '@oim/shared/api/records';
import type { expenseCategoryBody } from '@oim/shared/schemas/expenses';
import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** Spec 7.2: the cash outflow categories, opened by their list screen and by the picker's Add New. */
export const EXPENSE_CATEGORIES_RESOURCE = 'expenses/expense-categories';

export type ExpenseCategoryBody = z.output<typeof expenseCategoryBody>;

export type ExpenseCategory = ApiRecord<'expenseCategories'>;

export function createExpenseCategory(body: ExpenseCategoryBody): Promise<SavedRecord<ExpenseCategory>> {
  return api.post<SavedRecord<ExpenseCategory>>(EXPENSE_CATEGORIES_RESOURCE, body);
}

export function useCreateExpenseCategory() {
  return useResourceMutation(EXPENSE_CATEGORIES_RESOURCE, createExpenseCategory);
}

export function updateExpenseCategory({ id, body }: { id: number; body: ExpenseCategoryBody }): Promise<SavedRecord<ExpenseCategory>> {
  return api.put<SavedRecord<ExpenseCategory>>(`${EXPENSE_CATEGORIES_RESOURCE}/${id}`, body);
}

export function useUpdateExpenseCategory() {
  return useResourceMutation(EXPENSE_CATEGORIES_RESOURCE, updateExpenseCategory);
}
