import type { NavigationItem, NavigationLink } from './navigation-types';

/** A stable key for an item: the labels from the top down to it. */
export function itemKey(parentKey: string, label: string): string {
  return parentKey ? `${parentKey} › ${label}` : label;
}

/** Whether a link's route is the current page or an ancestor of it (e.g. a customer's details). */
export function isLinkActive(route: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === route || path.startsWith(`${route}/`);
}

/** The keys of the dropdowns that contain the active link, outermost first; empty when none does. */
export function activeDropdownKeys(items: readonly NavigationItem[], pathname: string, parentKey = ''): string[] {
  for (const item of items) {
    if (item.type === 'link' || !containsActiveLink(item.children, pathname)) continue;
    if (item.type === 'subheading') return activeDropdownKeys(item.children, pathname, parentKey);
    const key = itemKey(parentKey, item.label);
    return [key, ...activeDropdownKeys(item.children, pathname, key)];
  }
  return [];
}

export function containsActiveLink(items: readonly NavigationItem[], pathname: string): boolean {
  return items.some((item) => (item.type === 'link' ? isLinkActive(item.route, pathname) : containsActiveLink(item.children, pathname)));
}

/**
 * The open dropdowns after one is clicked (spec 2.2): opening a group keeps only its ancestors
 * open, so its siblings (and whatever was open under them) close; closing it closes what it holds.
 */
export function toggleDropdown(open: readonly string[], key: string, ancestors: readonly string[]): string[] {
  if (open.includes(key)) return open.filter((k) => k !== key && !k.startsWith(`${key} › `));
  return [...ancestors, key];
}

/** Every link in a tree, in order (used by the horizontal navigation and tests). */
export function flattenLinks(items: readonly NavigationItem[]): NavigationLink[] {
  return items.flatMap((item) => (item.type === 'link' ? [item] : flattenLinks(item.children)));
}
