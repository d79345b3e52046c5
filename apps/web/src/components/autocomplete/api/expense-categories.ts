import { z } from 'zod';
import { optionalText, requiredText } from '@oim/shared/schemas/fields';
import { api } from '@/lib/api-client';
import type { SavedRecord } from '@/components/dialogs/record-form-dialog';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** Spec 7.2: the cash outflow categories, opened by their list screen and by the picker's Add New. */
export const EXPENSE_CATEGORIES_RESOURCE = 'expenses/expense-categories';

/** Spec 3: Expense category (expenseName unique per shop, ignoring case: the server says so with 422). */
export const expenseCategoryBody = z.object({
  expenseName: requiredText('expense name', 100),
  description: optionalText('description', 1000),
});

export type ExpenseCategoryBody = z.output<typeof expenseCategoryBody>;

export type ExpenseCategory = ExpenseCategoryBody & { id: number; createdAt?: string; updatedAt?: string };

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
