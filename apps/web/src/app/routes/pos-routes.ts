import type { RouteObject } from 'react-router';
import { requireSignedIn } from '../auth-guards';
import { lazyPage } from './route-helpers';

const terminal = () => import('@/features/placeholders/pages/pos-terminal-placeholder-page');

/**
 * /pos, outside the shell (spec 2.1): pos/{salesChannelId}/terminal[/{salesOrderId}]. Until the
 * terminal is built it answers a page saying so.
 */
export const posRoutes: RouteObject = {
  path: 'pos',
  loader: requireSignedIn,
  handle: { footerVisible: false, scrollDisabled: true },
  children: [
    { index: true, ...lazyPage(terminal) },
    { path: ':salesChannelId/terminal', ...lazyPage(terminal) },
    { path: ':salesChannelId/terminal/:salesOrderId', ...lazyPage(terminal) },
  ],
};
