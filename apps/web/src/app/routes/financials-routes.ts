import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /financials/...: the pages of the navigation's Financials group (spec 2.2). */
export const financialsRoutes: RouteObject = {
  path: 'financials',
  children: [
    areaIndex('/financials/account-receivables'),
    {
      path: 'account-receivables',
      ...lazyPage(() => import('@/features/financials/pages/account-receivables-page'), {
        title: 'Account Receivables',
        breadcrumbs: ['Financials', 'Account Receivables'],
      }),
    },
    {
      path: 'account-payables',
      ...lazyPage(() => import('@/features/financials/pages/account-payables-page'), {
        title: 'Account Payables',
        breadcrumbs: ['Financials', 'Account Payables'],
      }),
    },
  ],
};
