import type { RouteObject } from 'react-router';
import { requireSignedIn } from '../auth-guards';
import { lazyPage } from './route-helpers';

/**
 * /count/{stockCountId}: the counting screen of a stock count, outside the shell like the terminal
 * (made for a phone: the whole screen is the scanner, the keys and the last scans).
 */
export const countRoutes: RouteObject = {
  path: 'count',
  loader: requireSignedIn,
  handle: { footerVisible: false, scrollDisabled: true },
  children: [{ path: ':stockCountId', ...lazyPage(() => import('@/features/stock-counts/pages/stock-count-counting-page')) }],
};
