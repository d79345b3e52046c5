import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { encodeTableFilter, type TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import {
  EXPENSE_REPORT_RESOURCE,
  type ExpenseCategoryTotal,
  type ExpenseSeriesInterval,
  type ExpenseSeriesPoint,
  type ReportedExpense,
} from '../types';

export const EXPENSE_REPORT_RELATIONS = ['expenseCategory', 'paymentType', 'supplier', 'salesChannel'];

/** The report's filter without paging, sorting or relations: what the totals and the series read. */
export function reportParams(filter: TableFilter): URLSearchParams {
  const { pagination: _page, sort: _sort, sorts: _sorts, relations: _relations, ...rest } = filter;
  return encodeTableFilter(rest);
}

/** GET reports/expense-report: the expenses of the period, a list protocol page. */
export function getReportedExpensesQueryOptions(filter: TableFilter) {
  return listQueryOptions<ReportedExpense>(EXPENSE_REPORT_RESOURCE, filter);
}

/** GET reports/expense-report/category: totals per category, highest first. */
export function expenseCategoryTotalsQueryOptions(filter: TableFilter) {
  return queryOptions({
    queryKey: [EXPENSE_REPORT_RESOURCE, 'category', reportParams(filter).toString()],
    queryFn: ({ signal }) =>
      api.get<{ data: ExpenseCategoryTotal[]; total: number }>(`${EXPENSE_REPORT_RESOURCE}/category`, reportParams(filter), { signal }),
  });
}

/** GET reports/expense-report/daily | weekly | monthly. */
export function expenseSeriesQueryOptions(filter: TableFilter, interval: ExpenseSeriesInterval) {
  return queryOptions({
    queryKey: [EXPENSE_REPORT_RESOURCE, interval, reportParams(filter).toString()],
    queryFn: ({ signal }) =>
      api.get<{ data: ExpenseSeriesPoint[] }>(`${EXPENSE_REPORT_RESOURCE}/${interval}`, reportParams(filter), { signal }),
  });
}

/** GET reports/expense-report/export-excel: the period's expenses as an xlsx file. */
export function downloadExpenseReportExcel(filter: TableFilter): Promise<Blob> {
  return api.get<Blob>(`${EXPENSE_REPORT_RESOURCE}/export-excel`, reportParams(filter), {
    responseType: 'blob',
    headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
