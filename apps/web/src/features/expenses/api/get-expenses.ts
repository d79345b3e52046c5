import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { EXPENSES_RESOURCE, type Expense } from '../types';

export function getExpensesQueryOptions(filter: TableFilter) {
  return listQueryOptions<Expense>(EXPENSES_RESOURCE, filter);
}
