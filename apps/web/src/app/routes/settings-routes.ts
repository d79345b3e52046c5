import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /settings/... (spec 2.2 Settings). */
export const settingsRoutes: RouteObject = {
  path: 'settings',
  children: [
    areaIndex('/settings/company-profile'),
    notAvailablePage('company-profile', 'Company Profile', ['Settings', 'Company Profile']),
    notAvailablePage('menu-settings', 'Menu Settings', ['Settings', 'Menu Settings']),
    notAvailablePage('printer-settings', 'Printer Settings', ['Settings', 'Printer Settings']),
    notAvailablePage('feature-flags', 'Feature Flags', ['Settings', 'Feature Flags']),
  ],
};
