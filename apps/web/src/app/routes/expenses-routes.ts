import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /expenses/...: the pages of the navigation's Cash Outflows group (spec 2.2). */
export const expensesRoutes: RouteObject = {
  path: 'expenses',
  children: [
    areaIndex('/expenses/expenses'),
    {
      path: 'expense-categories',
      ...lazyPage(() => import('@/features/expenses/pages/expense-categories-page'), {
        title: 'Expense Categories',
        breadcrumbs: ['Cash Outflows', 'Expense Categories'],
      }),
    },
    {
      path: 'expenses',
      ...lazyPage(() => import('@/features/expenses/pages/expenses-page'), {
        title: 'Expenses',
        breadcrumbs: ['Cash Outflows', 'Expenses'],
      }),
    },
  ],
};
