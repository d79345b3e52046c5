import { createBrowserRouter, type RouteObject } from 'react-router';
import { redirectSignedIn, requireSignedIn } from './auth-guards';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { dashboardRoutes } from './routes/dashboard-routes';
import { expensesRoutes } from './routes/expenses-routes';
import { financialsRoutes } from './routes/financials-routes';
import { inventoryRoutes } from './routes/inventory-routes';
import { masterfileRoutes } from './routes/masterfile-routes';
import { countRoutes } from './routes/count-routes';
import { posRoutes } from './routes/pos-routes';
import { purchasingRoutes } from './routes/purchasing-routes';
import { reportsRoutes } from './routes/reports-routes';
import { rmaWarrantyRoutes } from './routes/rma-warranty-routes';
import { areaIndex, lazyPage, notAvailablePage } from './routes/route-helpers';
import { salesRoutes } from './routes/sales-routes';
import { serviceRoutes } from './routes/service-routes';
import { settingsRoutes } from './routes/settings-routes';

/** The route table of spec 2.1. Every page, the shell included, is loaded on demand. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => null,
    children: [
      { path: 'login', loader: redirectSignedIn, ...lazyPage(() => import('@/features/auth/pages/login-page')) },
      { path: 'forgot-password', ...lazyPage(() => import('@/features/auth/pages/forgot-password-page')) },
      { path: 'reset-password', ...lazyPage(() => import('@/features/auth/pages/reset-password-page')) },
      { path: 'landing-page', ...lazyPage(() => import('./pages/landing-page')) },
      posRoutes,
      countRoutes,
      {
        path: '/',
        id: 'shell',
        loader: requireSignedIn,
        ...lazyPage(() => import('./shell/shell-layout')),
        children: [
          areaIndex('/dashboard'),
          masterfileRoutes,
          settingsRoutes,
          inventoryRoutes,
          purchasingRoutes,
          salesRoutes,
          serviceRoutes,
          reportsRoutes,
          financialsRoutes,
          dashboardRoutes,
          expensesRoutes,
          rmaWarrantyRoutes,
          // Placeholder links of the user menu.
          notAvailablePage('apps/social', 'Profile', ['Apps', 'Profile']),
          notAvailablePage('apps/social/timeline', 'Timeline', ['Apps', 'Profile', 'Timeline']),
        ],
      },
      { path: '*', ...lazyPage(() => import('./pages/not-found-page')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
