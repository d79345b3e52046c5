import type { RouteObject } from 'react-router';
import { notAvailablePage } from './route-helpers';

/** /dashboard (spec 2.2 Store Insights). */
export const dashboardRoutes: RouteObject = notAvailablePage('dashboard', 'Store Insights', ['Dashboard', 'Store Insights']);
