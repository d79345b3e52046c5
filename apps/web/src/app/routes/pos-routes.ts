import type { RouteObject } from 'react-router';
import { requireSignedIn } from '../auth-guards';
import { lazyPage } from './route-helpers';

const channelChoice = () => import('@/features/pos/pages/pos-channel-choice-page');
const terminal = () => import('@/features/pos/pages/pos-terminal-page');
const salesWaiting = () => import('@/features/pos/pages/pos-sales-waiting-page');

/**
 * /pos, outside the shell (spec 2.1): /pos chooses the sales channel; the terminal is
 * pos/{salesChannelId}/terminal, optionally followed by /{salesOrderId} (a quotation: ?quotation={id}).
 */
export const posRoutes: RouteObject = {
  path: 'pos',
  loader: requireSignedIn,
  handle: { footerVisible: false, scrollDisabled: true },
  children: [
    { index: true, ...lazyPage(channelChoice) },
    // The offline terminal's queue on this device (docs/architecture.md "The terminal offline").
    { path: 'sales-waiting', ...lazyPage(salesWaiting) },
    { path: ':salesChannelId/terminal', ...lazyPage(terminal) },
    { path: ':salesChannelId/terminal/:salesOrderId', ...lazyPage(terminal) },
  ],
};
