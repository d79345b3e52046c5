import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /settings/...: the pages of the navigation's Settings group (spec 2.2). */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  children: [
    areaIndex('/settings/company-profile'),
    {
      path: 'company-profile',
      ...lazyPage(() => import('@/features/settings/pages/company-profile-page'), {
        title: 'Company Profile',
        breadcrumbs: ['Settings', 'Company Profile'],
      }),
    },
    {
      path: 'menu-settings',
      handle: { title: 'Menu Settings', breadcrumbs: ['Settings', 'Menu Settings'] },
      // The screen lists the labels of the navigation items, which only the app knows; both load on demand.
      lazy: async () => {
        const [{ default: MenuSettingsPage }, { NAVIGATION_ITEMS }, { menuSectionEntries }] = await Promise.all([
          import('@/features/settings/pages/menu-settings-page'),
          import('../navigation/navigation-items'),
          import('@/lib/menu-settings'),
        ]);
        const sections = menuSectionEntries(NAVIGATION_ITEMS);
        return { Component: () => createElement(MenuSettingsPage, { sections }) };
      },
    },
    {
      path: 'printer-settings',
      ...lazyPage(() => import('@/features/settings/pages/printer-settings-page'), {
        title: 'Printer Settings',
        breadcrumbs: ['Settings', 'Printer Settings'],
      }),
    },
    {
      path: 'pos-terminals',
      ...lazyPage(() => import('@/features/settings/pages/pos-terminals-page'), {
        title: 'POS Terminals',
        breadcrumbs: ['Settings', 'POS Terminals'],
      }),
    },
    {
      path: 'import-data',
      ...lazyPage(() => import('@/features/imports/pages/import-data-page'), {
        title: 'Import Data',
        breadcrumbs: ['Settings', 'Import Data'],
      }),
    },
    {
      path: 'import-data/:importId',
      ...lazyPage(() => import('@/features/imports/pages/import-data-page'), {
        title: 'Import Data',
        breadcrumbs: ['Settings', 'Import Data'],
      }),
    },
    {
      path: 'feature-flags',
      ...lazyPage(() => import('@/features/settings/pages/feature-flags-page'), {
        title: 'Feature Flags',
        breadcrumbs: ['Settings', 'Feature Flags'],
      }),
    },
  ],
};
