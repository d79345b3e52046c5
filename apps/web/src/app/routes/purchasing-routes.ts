import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage, notAvailablePage } from './route-helpers';

/** /purchasing/...: the pages of the navigation's Purchasing group (spec 2.2). */
export const purchasingRoutes: RouteObject = {
  path: 'purchasing',
  children: [
    areaIndex('/purchasing/purchase-orders'),
    notAvailablePage('purchase-orders', 'Purchase Orders', ['Purchasing', 'Purchase Orders']),
    notAvailablePage('purchase-receipts', 'Purchase Receipts', ['Purchasing', 'Purchase Receipts']),
    {
      path: 'suppliers',
      ...lazyPage(() => import('@/features/purchasing/pages/suppliers-page'), {
        title: 'Suppliers',
        breadcrumbs: ['Purchasing', 'Suppliers'],
      }),
    },
  ],
};
