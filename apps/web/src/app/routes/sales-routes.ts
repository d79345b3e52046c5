import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage, notAvailablePage } from './route-helpers';

/** /sales/... (spec 2.2 Sales). */
export const salesRoutes: RouteObject = {
  path: 'sales',
  children: [
    areaIndex('/sales/sales-orders'),
    notAvailablePage('sales-orders', 'Sales Orders', ['Sales', 'Sales Orders']),
    {
      path: 'sales-channels',
      ...lazyPage(() => import('@/features/administration/pages/sales-channels-page'), {
        title: 'Sales Channels',
        breadcrumbs: ['Sales', 'Sales Channels'],
      }),
    },
    notAvailablePage('picklists', 'Picklists', ['Sales', 'Picklists']),
    {
      path: 'customers',
      ...lazyPage(() => import('@/features/customers/pages/customers-list-page'), {
        title: 'Customers',
        breadcrumbs: ['Sales', 'Customers'],
      }),
    },
    {
      path: 'customers/:id',
      ...lazyPage(() => import('@/features/customers/pages/customer-details-page'), {
        title: 'Customer',
        breadcrumbs: ['Sales', 'Customers', 'Customer'],
      }),
    },
    notAvailablePage('quotations', 'Quotations', ['Sales', 'Quotations']),
  ],
};
