import { useMatches } from 'react-router';

/**
 * Static data a route carries (spec 2.1): footerVisible (default true), scrollDisabled (default
 * false), and the page's title and breadcrumbs for pages that show them from the route.
 */
export type RouteHandle = {
  title?: string;
  breadcrumbs?: readonly string[];
  footerVisible?: boolean;
  scrollDisabled?: boolean;
};

export type ResolvedRouteHandle = Required<Pick<RouteHandle, 'footerVisible' | 'scrollDisabled'>> &
  Pick<RouteHandle, 'title' | 'breadcrumbs'>;

/** The deepest matched route's value of each field wins; the defaults apply when none sets it. */
export function resolveRouteHandle(handles: readonly unknown[]): ResolvedRouteHandle {
  const resolved: ResolvedRouteHandle = { footerVisible: true, scrollDisabled: false };
  for (const handle of handles) {
    if (!handle || typeof handle !== 'object') continue;
    const h = handle as RouteHandle;
    if (h.footerVisible !== undefined) resolved.footerVisible = h.footerVisible;
    if (h.scrollDisabled !== undefined) resolved.scrollDisabled = h.scrollDisabled;
    if (h.title !== undefined) resolved.title = h.title;
    if (h.breadcrumbs !== undefined) resolved.breadcrumbs = h.breadcrumbs;
  }
  return resolved;
}

export function useRouteHandle(): ResolvedRouteHandle {
  return resolveRouteHandle(useMatches().map((m) => m.handle));
}
