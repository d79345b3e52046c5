import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /rma-warranty/...: the pages of the navigation's RMA & Warranty group (spec 2.2); each says so when the module is off. */
export const rmaWarrantyRoutes: RouteObject = {
  path: 'rma-warranty',
  children: [
    areaIndex('/rma-warranty/rma'),
    {
      path: 'rma',
      ...lazyPage(() => import('@/features/rma-warranty/pages/rmas-list-page'), { title: 'RMA', breadcrumbs: ['RMA & Warranty', 'RMA'] }),
    },
    {
      path: 'rma/new',
      ...lazyPage(() => import('@/features/rma-warranty/pages/rma-create-page'), {
        title: 'New RMA',
        breadcrumbs: ['RMA & Warranty', 'RMA', 'New RMA'],
      }),
    },
    {
      path: 'rma/:id',
      ...lazyPage(() => import('@/features/rma-warranty/pages/rma-details-page'), {
        title: 'RMA',
        breadcrumbs: ['RMA & Warranty', 'RMA', 'RMA'],
      }),
    },
    {
      path: 'product-warranties',
      ...lazyPage(() => import('@/features/rma-warranty/pages/product-warranties-page'), {
        title: 'Product Warranties',
        breadcrumbs: ['RMA & Warranty', 'Product Warranties'],
      }),
    },
  ],
};
