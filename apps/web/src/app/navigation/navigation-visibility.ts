import { isHiddenByMenuSettings, type MenuSection, type MenuSettings } from '@/lib/menu-settings';
import type { NavigationItem } from './navigation-types';

export type NavigationAccess = {
  permissions: ReadonlySet<string>;
  flags: Readonly<Record<string, boolean>>;
  menuSettings: MenuSettings;
};

function allowed(
  item: { permissions?: readonly string[]; flag?: string },
  { permissions, flags }: Pick<NavigationAccess, 'permissions' | 'flags'>,
): boolean {
  // Every named permission is needed on an entry; an empty list is no restriction (spec 2.2).
  if (item.permissions && !item.permissions.every((p) => permissions.has(p))) return false;
  return !item.flag || flags[item.flag] === true;
}

/**
 * The navigation the user sees (spec 2.2): links they hold every permission of (and whose flag is
 * on) that the menu settings do not hide. A group of one of the seven menu-settings sections
 * shows only while one of its entries is visible; other dropdowns always show (given their own
 * permissions and flag). A subheading goes when nothing under it is left. Pure: the same access
 * gives the same tree.
 */
export function visibleNavigation(items: readonly NavigationItem[], access: NavigationAccess, section?: MenuSection): NavigationItem[] {
  const visible: NavigationItem[] = [];
  for (const item of items) {
    if (item.type === 'subheading') {
      const children = visibleNavigation(item.children, access, section);
      if (children.length > 0) visible.push({ ...item, children });
      continue;
    }
    if (!allowed(item, access) || isHiddenByMenuSettings(access.menuSettings, section, item.label)) continue;
    if (item.type === 'link') {
      visible.push(item);
      continue;
    }
    const inSection = item.section ?? section;
    const children = visibleNavigation(item.children, access, inSection);
    if (children.length > 0 || inSection === undefined) visible.push({ ...item, children });
  }
  return visible;
}
