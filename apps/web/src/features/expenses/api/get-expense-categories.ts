import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { EXPENSE_CATEGORIES_RESOURCE, type ExpenseCategory } from '@/components/autocomplete/api/expense-categories';

export function getExpenseCategoriesQueryOptions(filter: TableFilter) {
  return listQueryOptions<ExpenseCategory>(EXPENSE_CATEGORIES_RESOURCE, filter);
}
