import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /inventory/...: the pages of the navigation's Inventory group (spec 2.2). */
export const inventoryRoutes: RouteObject = {
  path: 'inventory',
  children: [
    areaIndex('/inventory/products'),
    {
      path: 'products',
      ...lazyPage(() => import('@/features/inventory/pages/products-list-page'), {
        title: 'Products',
        breadcrumbs: ['Inventory', 'Products'],
      }),
    },
    {
      // 'new' or a product id: one route, so the page stays mounted from creating to editing.
      path: 'products/:id',
      ...lazyPage(() => import('@/features/inventory/pages/product-page'), {
        title: 'Product',
        breadcrumbs: ['Inventory', 'Products', 'Product'],
      }),
    },
    {
      path: 'stocks',
      ...lazyPage(() => import('@/features/inventory/pages/stocks-page'), { title: 'Stocks', breadcrumbs: ['Inventory', 'Stocks'] }),
    },
    {
      path: 'price-table',
      ...lazyPage(() => import('@/features/inventory/pages/price-table-page'), {
        title: 'Price Table',
        breadcrumbs: ['Inventory', 'Price Table'],
      }),
    },
    {
      path: 'inventory-adjustments',
      ...lazyPage(() => import('@/features/inventory/pages/adjustments-list-page'), {
        title: 'Inventory Adjustments',
        breadcrumbs: ['Inventory', 'Inventory Adjustments'],
      }),
    },
    {
      path: 'inventory-adjustments/new',
      ...lazyPage(() => import('@/features/inventory/pages/adjustment-create-page'), {
        title: 'New Adjustment',
        breadcrumbs: ['Inventory', 'Inventory Adjustments', 'New Adjustment'],
      }),
    },
    {
      path: 'inventory-adjustments/:id',
      ...lazyPage(() => import('@/features/inventory/pages/adjustment-details-page'), {
        title: 'Adjustment',
        breadcrumbs: ['Inventory', 'Inventory Adjustments', 'Adjustment'],
      }),
    },
    {
      path: 'stock-counts',
      ...lazyPage(() => import('@/features/stock-counts/pages/stock-counts-list-page'), {
        title: 'Stock Counts',
        breadcrumbs: ['Inventory', 'Stock Counts'],
      }),
    },
    {
      path: 'stock-counts/:id',
      ...lazyPage(() => import('@/features/stock-counts/pages/stock-count-page'), {
        title: 'Stock Count',
        breadcrumbs: ['Inventory', 'Stock Counts', 'Stock Count'],
      }),
    },
    {
      path: 'stock-transfers',
      ...lazyPage(() => import('@/features/inventory/pages/stock-transfers-list-page'), {
        title: 'Stock Transfers',
        breadcrumbs: ['Inventory', 'Stock Transfers'],
      }),
    },
    {
      path: 'stock-transfers/new',
      ...lazyPage(() => import('@/features/inventory/pages/stock-transfer-create-page'), {
        title: 'New Transfer',
        breadcrumbs: ['Inventory', 'Stock Transfers', 'New Transfer'],
      }),
    },
    {
      path: 'stock-transfers/:id',
      ...lazyPage(() => import('@/features/inventory/pages/stock-transfer-details-page'), {
        title: 'Stock Transfer',
        breadcrumbs: ['Inventory', 'Stock Transfers', 'Stock Transfer'],
      }),
    },
  ],
};
