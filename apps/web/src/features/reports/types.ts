import type { ApiRecord } from '@oim/shared/api/records';

export const EXPENSE_REPORT_RESOURCE = 'reports/expense-report';

/** GET reports/expense-report/category: one category's total in the period (voided expenses never count). */
export type ExpenseCategoryTotal = {
  expenseCategoryId: number;
  expenseName: string;
  totalAmount: number;
  expenseCount: number;
  percentage: number;
};

export type ExpenseSeriesInterval = 'daily' | 'weekly' | 'monthly';

/** A day, week (from its Monday) or month of the series: every one of the range, zeros included. */
export type ExpenseSeriesPoint = { period: string; totalAmount: number; expenseCount: number };

/** An expense as the report lists it (with its category, payment type, supplier and channel). */
export type ReportedExpense = ApiRecord<'expenses'>;
