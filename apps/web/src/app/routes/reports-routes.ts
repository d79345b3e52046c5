import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage, notAvailablePage } from './route-helpers';

/** /reports/...: the pages of the navigation's Reports group (spec 2.2). */
export const reportsRoutes: RouteObject = {
  path: 'reports',
  children: [
    areaIndex('/reports/sales-report'),
    notAvailablePage('sales-report', 'Sales Report', ['Reports', 'Sales Report']),
    notAvailablePage('sales-report-by-product', 'Sales Report by Product', ['Reports', 'Sales Report by Product']),
    {
      path: 'low-stock-report',
      ...lazyPage(() => import('@/features/reports/pages/low-stock-report-page'), {
        title: 'Low Stock Report',
        breadcrumbs: ['Reports', 'Low Stock Report'],
      }),
    },
    {
      path: 'inventory-with-ledger',
      ...lazyPage(() => import('@/features/reports/pages/inventory-with-ledger-page'), {
        title: 'Inventory with Ledger',
        breadcrumbs: ['Reports', 'Inventory with Ledger'],
      }),
    },
    {
      path: 'expenses-report',
      ...lazyPage(() => import('@/features/reports/pages/expenses-report-page'), {
        title: 'Expenses Report',
        breadcrumbs: ['Reports', 'Expenses Report'],
      }),
    },
  ],
};
