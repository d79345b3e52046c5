import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /expenses/...: the pages of the navigation's Cash Outflows group (spec 2.2). */
export const expensesRoutes: RouteObject = {
  path: 'expenses',
  children: [
    areaIndex('/expenses/expenses'),
    notAvailablePage('expense-categories', 'Expense Categories', ['Cash Outflows', 'Expense Categories']),
    notAvailablePage('expenses', 'Expenses', ['Cash Outflows', 'Expenses']),
  ],
};
