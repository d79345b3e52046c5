import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /reports/...: the pages of the navigation's Reports group (spec 2.2). */
export const reportsRoutes: RouteObject = {
  path: 'reports',
  children: [
    areaIndex('/reports/sales-report'),
    {
      path: 'sales-report',
      ...lazyPage(() => import('@/features/reports/pages/sales-report-page'), {
        title: 'Sales Report',
        breadcrumbs: ['Reports', 'Sales Report'],
      }),
    },
    {
      path: 'sales-report-by-product',
      ...lazyPage(() => import('@/features/reports/pages/sales-report-by-product-page'), {
        title: 'Sales Report by Product',
        breadcrumbs: ['Reports', 'Sales Report by Product'],
      }),
    },
    {
      path: 'electronic-journal',
      ...lazyPage(() => import('@/features/reports/pages/electronic-journal-page'), {
        title: 'Electronic Journal',
        breadcrumbs: ['Reports', 'Electronic Journal'],
      }),
    },
    {
      path: 'readings',
      ...lazyPage(() => import('@/features/reports/pages/readings-page'), {
        title: 'Readings',
        breadcrumbs: ['Reports', 'Readings'],
      }),
    },
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
