import { api } from '@/lib/api-client';
import { EXPENSE_CATEGORIES_RESOURCE } from '@/components/autocomplete/api/expense-categories';
import { useResourceMutation } from '@/lib/use-resource-mutation';

/** DELETE; a category still used by expenses is refused with 409 saying how many use it. */
export function deleteExpenseCategory(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${EXPENSE_CATEGORIES_RESOURCE}/${id}`);
}

export function useDeleteExpenseCategory() {
  return useResourceMutation(EXPENSE_CATEGORIES_RESOURCE, deleteExpenseCategory);
}
