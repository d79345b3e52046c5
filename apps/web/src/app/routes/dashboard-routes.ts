import type { RouteObject } from 'react-router';
import { notAvailablePage } from './route-helpers';

/** /dashboard: the pages of the navigation's Store Insights group (spec 2.2). */
export const dashboardRoutes: RouteObject = notAvailablePage('dashboard', 'Store Insights', ['Dashboard', 'Store Insights']);
