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

/** An expense as the report lists it (with its category, payment type and supplier). */
export type ReportedExpense = {
  id: number;
  expenseNumber: string;
  expenseDate: string;
  amount: number;
  payee: string | null;
  referenceNumber: string | null;
  notes: string | null;
  expenseCategory?: { id: number; expenseName: string } | null;
  paymentType?: { id: number; name: string } | null;
  supplier?: { id: number; supplierName: string } | null;
  salesChannel?: { id: number; name: string } | null;
};
