import type { RouteObject } from 'react-router';
import { lazyPage } from './route-helpers';

/** /dashboard: Store Insights, where the bare address lands (spec 2.1, 2.2). */
export const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  children: [
    {
      index: true,
      ...lazyPage(() => import('@/features/dashboard/pages/store-insights-page'), {
        title: 'Store Insights',
        breadcrumbs: ['Dashboard', 'Store Insights'],
      }),
    },
  ],
};
