import { describe, expect, it } from 'vitest';
import { NAVIGATION_ITEMS } from './navigation-items';
import { activeDropdownKeys, isLinkActive, toggleDropdown } from './navigation-tree';
import type { NavigationItem } from './navigation-types';

describe('which groups are open', () => {
  it('opens the group that holds the current page', () => {
    expect(activeDropdownKeys(NAVIGATION_ITEMS, '/sales/customers')).toEqual(['Sales']);
    expect(activeDropdownKeys(NAVIGATION_ITEMS, '/masterfile/roles')).toEqual(['Masterfile']);
  });

  it('counts a page below a link (a customer details page) as that link', () => {
    expect(isLinkActive('/sales/customers', '/sales/customers/42')).toBe(true);
    expect(isLinkActive('/sales/customers', '/sales/customers-archive')).toBe(false);
    expect(activeDropdownKeys(NAVIGATION_ITEMS, '/sales/customers/42')).toEqual(['Sales']);
  });

  it('opens nothing for a top-level link or an unknown page', () => {
    expect(activeDropdownKeys(NAVIGATION_ITEMS, '/dashboard')).toEqual([]);
    expect(activeDropdownKeys(NAVIGATION_ITEMS, '/nowhere')).toEqual([]);
  });

  it('opens every level of nested groups down to the active link', () => {
    const menu: NavigationItem[] = [
      { type: 'dropdown', label: 'A', children: [{ type: 'dropdown', label: 'B', children: [{ type: 'link', label: 'C', route: '/c' }] }] },
    ];
    expect(activeDropdownKeys(menu, '/c')).toEqual(['A', 'A › B']);
  });

  it('closes the siblings (and what is open under them) when a group opens', () => {
    expect(toggleDropdown(['Sales'], 'Inventory', [])).toEqual(['Inventory']);
    expect(toggleDropdown(['A', 'A › B', 'A › B › C'], 'A › D', ['A'])).toEqual(['A', 'A › D']);
  });

  it('closes a group and its inner groups when it is clicked again', () => {
    expect(toggleDropdown(['A', 'A › B', 'A › B › C'], 'A › B', ['A'])).toEqual(['A']);
    expect(toggleDropdown(['Sales'], 'Sales', [])).toEqual([]);
  });
});
