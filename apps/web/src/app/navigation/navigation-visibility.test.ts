import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS } from '@oim/shared/feature-flags';
import type { MenuSettings } from '@/lib/menu-settings';
import { NAVIGATION_ITEMS } from './navigation-items';
import { flattenLinks } from './navigation-tree';
import type { NavigationDropdown, NavigationItem } from './navigation-types';
import { type NavigationAccess, visibleNavigation } from './navigation-visibility';

const allFlagsOn = { ...FEATURE_FLAG_DEFAULTS };

function access(permissions: string[], flags: Record<string, boolean> = allFlagsOn, menuSettings: MenuSettings = {}): NavigationAccess {
  return { permissions: new Set(permissions), flags, menuSettings };
}

/** The labels the user sees, with their group path, e.g. "Sales > Customers". */
function visibleLabels(items: readonly NavigationItem[], prefix = ''): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [`${prefix}${item.label}`];
    if (item.type === 'subheading') return visibleLabels(item.children, prefix);
    return visibleLabels(item.children, `${prefix}${item.label} > `);
  });
}

/** The dropdowns shown, with their group path, e.g. "Masterfile" or "Outer > Middle". */
function groups(items: readonly NavigationItem[], prefix = ''): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return [];
    if (item.type === 'subheading') return groups(item.children, prefix);
    return [`${prefix}${item.label}`, ...groups(item.children, `${prefix}${item.label} > `)];
  });
}

function flattenGroups(items: readonly NavigationItem[]): NavigationDropdown[] {
  return items.flatMap((item) =>
    item.type === 'link' ? [] : [...(item.type === 'dropdown' ? [item] : []), ...flattenGroups(item.children)],
  );
}

function routes(items: readonly NavigationItem[]): string[] {
  return flattenLinks(items).map((l) => l.route);
}

const ALL_NAV_PERMISSIONS = [
  'access dashboard',
  'View Sales Orders',
  'View Channel',
  'View Picklist',
  'View Customer',
  'View Job Order',
  'View Products',
  'View Stocks',
  'View Price Table',
  'View Adjustments',
  'View Stock Transfers',
  'View Stock Counts',
  'View Purchase Orders',
  'View Purchase Receipts',
  'View Suppliers',
  'View Receivables',
  'View Payables',
  'View Sales Reports',
  'View Product Reports',
  'View Low Stock Report',
  'View Customer Ledger Reports',
  'View Expense Reports',
  'View Expense Category',
  'View Expense',
  'View RMA',
  'View Product Warranty',
  'View Stock Locations',
  'View Product Categories',
  'View Product Brands',
  'View Unit Of Measures',
  'View Discounts',
  'View System Users',
  'View Commission Templates',
  'View Pricing Schedule Templates',
  'View Product Pricing Groups',
  'View Warranty Templates',
  'View Company Profile',
  'View Menu Settings',
  'View Printer Settings',
  'access features',
];

describe('side navigation visibility', () => {
  it('shows every entry of spec 2.2 to a user holding every permission with every flag on', () => {
    expect(routes(visibleNavigation(NAVIGATION_ITEMS, access(ALL_NAV_PERMISSIONS)))).toEqual([
      '/dashboard',
      '/sales/sales-orders',
      '/sales/sales-channels',
      '/sales/picklists',
      '/sales/customers',
      '/sales/quotations',
      '/service/service-orders',
      '/inventory/products',
      '/inventory/stocks',
      '/inventory/price-table',
      '/inventory/inventory-adjustments',
      '/inventory/stock-transfers',
      '/inventory/stock-counts',
      '/purchasing/purchase-orders',
      '/purchasing/purchase-receipts',
      '/purchasing/suppliers',
      '/financials/account-receivables',
      '/financials/account-payables',
      '/reports/sales-report',
      '/reports/sales-report-by-product',
      '/reports/low-stock-report',
      '/reports/inventory-with-ledger',
      '/reports/expenses-report',
      '/expenses/expense-categories',
      '/expenses/expenses',
      '/rma-warranty/rma',
      '/rma-warranty/product-warranties',
      '/masterfile/stock-locations',
      '/masterfile/product-categories',
      '/masterfile/product-brands',
      '/masterfile/unit-classes',
      '/masterfile/discounts',
      '/masterfile/system-users',
      '/masterfile/roles',
      '/masterfile/commission-templates',
      '/masterfile/pricing-schedule-templates',
      '/masterfile/product-pricing-groups',
      '/masterfile/warranty-templates',
      '/settings/company-profile',
      '/settings/menu-settings',
      '/settings/printer-settings',
      '/settings/feature-flags',
    ]);
  });

  it('shows Stock Counts under Inventory to whoever may view stock counts, a cashier counting included', () => {
    expect(visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Stock Counts', 'Count Stock'])))).toContain(
      'Inventory > Stock Counts',
    );
    expect(visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['Count Stock'])))).not.toContain('Inventory > Stock Counts');
  });

  it('labels the unit-classes link Unit Of Measures', () => {
    const labels = visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Unit Of Measures'])));
    expect(labels).toContain('Masterfile > Unit Of Measures');
  });

  it('shows a cashier only what their permissions allow', () => {
    const visible = visibleNavigation(NAVIGATION_ITEMS, access(['View Sales Orders', 'View Customer', 'View Products']));
    expect(visibleLabels(visible)).toEqual([
      'Sales > Sales Orders',
      'Sales > Customers',
      'Sales > Quotations',
      'Inventory > Products',
      // Roles needs no permission.
      'Masterfile > Roles',
    ]);
  });

  it('gives whoever may sell a Point of Sale entry: the terminal, the sales waiting on this device and the shifts', () => {
    const cashier = visibleNavigation(NAVIGATION_ITEMS, access(['Create Sales Orders', 'View Readings']));
    expect(visibleLabels(cashier).filter((l) => l.startsWith('Point of Sale > '))).toEqual([
      'Point of Sale > Terminal',
      'Point of Sale > Sales Waiting',
      'Point of Sale > Shifts',
    ]);
    const pos = flattenGroups(cashier).find((g) => g.label === 'Point of Sale');
    expect(routes(pos?.children ?? [])).toEqual(['/pos', '/pos/sales-waiting', '/reports/readings']);
    // Selling without the readings: the terminal and its queue, not the shifts.
    expect(routes(visibleNavigation(NAVIGATION_ITEMS, access(['Create Sales Orders'])))).toEqual(
      expect.arrayContaining(['/pos', '/pos/sales-waiting']),
    );
    expect(visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['Create Sales Orders'])))).not.toContain('Point of Sale > Shifts');
    // Whoever may not sell does not see the entry at all.
    expect(groups(visibleNavigation(NAVIGATION_ITEMS, access(['View Sales Orders', 'View Readings'])))).not.toContain('Point of Sale');
  });

  it('hides an empty group of the seven menu-settings sections; other dropdowns always show (spec 2.2)', () => {
    const visible = visibleNavigation(NAVIGATION_ITEMS, access(['View Sales Orders', 'View Customer', 'View Products']));
    // Purchasing, Financials, Reports and Settings are sections with nothing visible: gone.
    // Service, Cash Outflows and RMA & Warranty (its flag on) are not sections: shown, empty.
    expect(groups(visible)).toEqual(['Sales', 'Service', 'Inventory', 'Cash Outflows', 'RMA & Warranty', 'Masterfile']);
    const service = flattenGroups(visible).find((g) => g.label === 'Service');
    expect(service?.children).toEqual([]);
  });

  it('leaves Roles and the dropdowns outside the sections for a user without any permission', () => {
    const visible = visibleNavigation(NAVIGATION_ITEMS, access([]));
    expect(visibleLabels(visible)).toEqual(['Masterfile > Roles']);
    expect(groups(visible)).toEqual(['Service', 'Cash Outflows', 'RMA & Warranty', 'Masterfile']);
    // A subheading with nothing left under it goes (Overview holds only Store Insights).
    expect(visible.map((i) => i.label)).toEqual(['Operations', 'Finance', 'Administration']);
  });

  it('hides a link whose feature flag is off, even with the permission', () => {
    const on = visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Picklist'])));
    const off = visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Picklist'], { ...allFlagsOn, picklist_module: false })));
    expect(on).toContain('Sales > Picklists');
    expect(off).not.toContain('Sales > Picklists');
  });

  it('treats a flag missing from the server answer as off', () => {
    const labels = visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Commission Templates'], {})));
    expect(labels).not.toContain('Masterfile > Commission Templates');
  });

  it('hides the whole RMA & Warranty group when its flag is off', () => {
    const perms = ['View RMA', 'View Product Warranty', 'View Warranty Templates'];
    const hidden = visibleNavigation(NAVIGATION_ITEMS, access(perms, { ...allFlagsOn, rma_warranty_module: false }));
    const off = visibleLabels(hidden);
    expect(off.filter((l) => l.startsWith('RMA & Warranty'))).toEqual([]);
    expect(groups(hidden)).not.toContain('RMA & Warranty');
    expect(off).not.toContain('Masterfile > Warranty Templates');
    const on = visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(perms)));
    expect(on).toContain('RMA & Warranty > RMA');
    expect(on).toContain('RMA & Warranty > Product Warranties');
  });

  it('hides an entry the menu settings switch off, in that section only', () => {
    const settings: MenuSettings = { sales: { Customers: false }, inventory: { Products: true } };
    const labels = visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(ALL_NAV_PERMISSIONS, allFlagsOn, settings)));
    expect(labels).not.toContain('Sales > Customers');
    expect(labels).toContain('Sales > Quotations');
    expect(labels).toContain('Inventory > Products');
  });

  it('hides a section whose entries the menu settings all switch off', () => {
    const settings: MenuSettings = {
      financials: { 'Account Receivables': false, 'Account Payables': false },
    };
    const visible = visibleNavigation(NAVIGATION_ITEMS, access(ALL_NAV_PERMISSIONS, allFlagsOn, settings));
    expect(visibleLabels(visible).some((l) => l.startsWith('Financials'))).toBe(false);
    expect(groups(visible)).not.toContain('Financials');
    expect(visibleLabels(visible)).toContain('Reports > Sales Report');
  });

  it('shows Payment Types and the Settings screens to the users their screens let in', () => {
    expect(visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Payment Types'])))).toContain('Masterfile > Payment Types');
    expect(visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Company Profile', 'access features'])))).toEqual([
      'Masterfile > Roles',
      'Settings > Company Profile',
      'Settings > Feature Flags',
    ]);
  });

  it('does not let menu settings hide entries outside the seven sections', () => {
    const settings = { service: { 'Service Orders': false } } as unknown as MenuSettings;
    const labels = visibleLabels(visibleNavigation(NAVIGATION_ITEMS, access(['View Job Order'], allFlagsOn, settings)));
    expect(labels).toEqual(['Service > Service Orders', 'Masterfile > Roles']);
  });

  describe('rules on any menu', () => {
    const menu: NavigationItem[] = [
      { type: 'link', label: 'Open to all', route: '/open', permissions: [] },
      { type: 'link', label: 'No list at all', route: '/no-list' },
      { type: 'link', label: 'Needs both', route: '/both', permissions: ['View Products', 'View Stocks'] },
      {
        type: 'dropdown',
        label: 'Outer',
        children: [
          {
            type: 'dropdown',
            label: 'Middle',
            children: [
              { type: 'dropdown', label: 'Inner', children: [{ type: 'link', label: 'Deep', route: '/deep', permissions: ['View RMA'] }] },
            ],
          },
        ],
      },
      {
        type: 'subheading',
        label: 'Empty heading',
        children: [{ type: 'link', label: 'Hidden', route: '/hidden', permissions: ['View RMA'] }],
      },
    ];

    it('treats an empty permission list as no restriction', () => {
      expect(routes(visibleNavigation(menu, access([])))).toEqual(['/open', '/no-list']);
    });

    it('needs every permission named on a link, not just one', () => {
      expect(routes(visibleNavigation(menu, access(['View Products'])))).not.toContain('/both');
      expect(routes(visibleNavigation(menu, access(['View Stocks'])))).not.toContain('/both');
      expect(routes(visibleNavigation(menu, access(['View Products', 'View Stocks'])))).toContain('/both');
    });

    it('always shows nested dropdowns outside the menu-settings sections, and a subheading only with something under it', () => {
      const without = visibleNavigation(menu, access([]));
      expect(without.map((i) => i.label)).toEqual(['Open to all', 'No list at all', 'Outer']);
      expect(groups(without)).toEqual(['Outer', 'Outer > Middle', 'Outer > Middle > Inner']);
      const withDeep = visibleNavigation(menu, access(['View RMA']));
      expect(visibleLabels(withDeep)).toContain('Outer > Middle > Inner > Deep');
      expect(withDeep.map((i) => i.label)).toContain('Empty heading');
    });

    it('inside a menu-settings section, shows nested groups only down to a visible link', () => {
      const sectioned: NavigationItem[] = [{ ...(menu[3] as NavigationDropdown), section: 'sales' }];
      expect(visibleNavigation(sectioned, access([]))).toEqual([]);
      expect(groups(visibleNavigation(sectioned, access(['View RMA'])))).toEqual(['Outer', 'Outer > Middle', 'Outer > Middle > Inner']);
      const hiddenBySettings = access(['View RMA'], allFlagsOn, { sales: { Deep: false } });
      expect(visibleNavigation(sectioned, hiddenBySettings)).toEqual([]);
    });
  });
});
