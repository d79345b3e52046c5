import { redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

type PageModule = { default: React.ComponentType };

/** A route whose page is loaded on demand (its default export). */
export function lazyPage(load: () => Promise<PageModule>, handle?: RouteHandle): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    ...(handle ? { handle } : {}),
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const notAvailable = () => import('@/features/placeholders/pages/not-available-page');

/** A page of an area that is not built yet: its title and breadcrumbs, and a short notice. */
export function notAvailablePage(path: string, title: string, breadcrumbs: readonly string[]): RouteObject {
  return { path, ...lazyPage(notAvailable, { title, breadcrumbs }) };
}

/** The bare area path (e.g. /sales) goes to the area's first page. */
export function areaIndex(to: string): RouteObject {
  return { index: true, loader: () => redirect(to), Component: RedirectingRoute };
}

/** What a route that only redirects renders meanwhile: nothing. */
export function RedirectingRoute() {
  return null;
}
