import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /purchasing/...: the pages of the navigation's Purchasing group (spec 2.2). */
export const purchasingRoutes: RouteObject = {
  path: 'purchasing',
  children: [
    areaIndex('/purchasing/purchase-orders'),
    {
      path: 'purchase-orders',
      ...lazyPage(() => import('@/features/purchasing/pages/purchase-orders-list-page'), {
        title: 'Purchase Orders',
        breadcrumbs: ['Purchasing', 'Purchase Orders'],
      }),
    },
    {
      path: 'purchase-orders/new',
      ...lazyPage(() => import('@/features/purchasing/pages/purchase-order-form-page'), {
        title: 'New Purchase Order',
        breadcrumbs: ['Purchasing', 'Purchase Orders', 'New Purchase Order'],
      }),
    },
    {
      path: 'purchase-orders/:id',
      ...lazyPage(() => import('@/features/purchasing/pages/purchase-order-details-page'), {
        title: 'Purchase Order',
        breadcrumbs: ['Purchasing', 'Purchase Orders', 'Purchase Order'],
      }),
    },
    {
      path: 'purchase-orders/:id/edit',
      ...lazyPage(() => import('@/features/purchasing/pages/purchase-order-form-page'), {
        title: 'Edit Purchase Order',
        breadcrumbs: ['Purchasing', 'Purchase Orders', 'Edit Purchase Order'],
      }),
    },
    {
      path: 'purchase-receipts',
      ...lazyPage(() => import('@/features/purchasing/pages/purchase-receipts-list-page'), {
        title: 'Purchase Receipts',
        breadcrumbs: ['Purchasing', 'Purchase Receipts'],
      }),
    },
    {
      path: 'purchase-receipts/new',
      ...lazyPage(() => import('@/features/purchasing/pages/purchase-receipt-create-page'), {
        title: 'New Purchase Receipt',
        breadcrumbs: ['Purchasing', 'Purchase Receipts', 'New Purchase Receipt'],
      }),
    },
    {
      path: 'purchase-receipts/:id',
      ...lazyPage(() => import('@/features/purchasing/pages/purchase-receipt-details-page'), {
        title: 'Purchase Receipt',
        breadcrumbs: ['Purchasing', 'Purchase Receipts', 'Purchase Receipt'],
      }),
    },
    {
      path: 'suppliers',
      ...lazyPage(() => import('@/features/purchasing/pages/suppliers-page'), {
        title: 'Suppliers',
        breadcrumbs: ['Purchasing', 'Suppliers'],
      }),
    },
    {
      path: 'suppliers/:id',
      ...lazyPage(() => import('@/features/purchasing/pages/supplier-details-page'), {
        title: 'Supplier',
        breadcrumbs: ['Purchasing', 'Suppliers', 'Supplier'],
      }),
    },
  ],
};
