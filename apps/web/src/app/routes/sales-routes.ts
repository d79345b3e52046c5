import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /sales/...: the pages of the navigation's Sales group (spec 2.2). */
export const salesRoutes: RouteObject = {
  path: 'sales',
  children: [
    areaIndex('/sales/sales-orders'),
    {
      path: 'sales-orders',
      ...lazyPage(() => import('@/features/sales/pages/sales-orders-list-page'), {
        title: 'Sales Orders',
        breadcrumbs: ['Sales', 'Sales Orders'],
      }),
    },
    {
      path: 'sales-orders/:id',
      ...lazyPage(() => import('@/features/sales/pages/sales-order-details-page'), {
        title: 'Sales Order',
        breadcrumbs: ['Sales', 'Sales Orders', 'Sales Order'],
      }),
    },
    {
      path: 'price-exceptions',
      ...lazyPage(() => import('@/features/sales/pages/price-exceptions-page'), {
        title: 'Price Exceptions',
        breadcrumbs: ['Sales', 'Price Exceptions'],
      }),
    },
    {
      path: 'sales-channels',
      ...lazyPage(() => import('@/features/administration/pages/sales-channels-page'), {
        title: 'Sales Channels',
        breadcrumbs: ['Sales', 'Sales Channels'],
      }),
    },
    {
      path: 'picklists',
      ...lazyPage(() => import('@/features/sales/pages/picklists-list-page'), { title: 'Picklists', breadcrumbs: ['Sales', 'Picklists'] }),
    },
    {
      path: 'picklists/:id',
      ...lazyPage(() => import('@/features/sales/pages/picklist-details-page'), {
        title: 'Picklist',
        breadcrumbs: ['Sales', 'Picklists', 'Picklist'],
      }),
    },
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
    {
      path: 'quotations',
      ...lazyPage(() => import('@/features/sales/pages/quotations-list-page'), {
        title: 'Quotations',
        breadcrumbs: ['Sales', 'Quotations'],
      }),
    },
    {
      path: 'quotations/:id',
      ...lazyPage(() => import('@/features/sales/pages/quotation-details-page'), {
        title: 'Quotation',
        breadcrumbs: ['Sales', 'Quotations', 'Quotation'],
      }),
    },
  ],
};
