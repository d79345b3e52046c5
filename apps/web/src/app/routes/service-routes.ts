import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /service/...: the pages of the navigation's Service group (spec 2.2). */
export const serviceRoutes: RouteObject = {
  path: 'service',
  children: [
    areaIndex('/service/service-orders'),
    {
      path: 'service-orders',
      ...lazyPage(() => import('@/features/service/pages/service-orders-page'), {
        title: 'Service Orders',
        breadcrumbs: ['Service', 'Service Orders'],
      }),
    },
    {
      path: 'service-orders/:id',
      ...lazyPage(() => import('@/features/service/pages/service-order-details-page'), {
        title: 'Job Order',
        breadcrumbs: ['Service', 'Service Orders', 'Job Order'],
      }),
    },
  ],
};
