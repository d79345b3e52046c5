import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage, notAvailablePage } from './route-helpers';

/** /masterfile/... (spec 2.2 Masterfile). */
export const masterfileRoutes: RouteObject = {
  path: 'masterfile',
  children: [
    areaIndex('/masterfile/stock-locations'),
    notAvailablePage('stock-locations', 'Stock Locations', ['Masterfile', 'Stock Locations']),
    notAvailablePage('product-categories', 'Product Categories', ['Masterfile', 'Product Categories']),
    notAvailablePage('product-brands', 'Product Brands', ['Masterfile', 'Product Brands']),
    notAvailablePage('unit-classes', 'Unit Of Measures', ['Masterfile', 'Unit Of Measures']),
    notAvailablePage('discounts', 'Discounts', ['Masterfile', 'Discounts']),
    {
      path: 'system-users',
      ...lazyPage(() => import('@/features/administration/pages/system-users-page'), {
        title: 'System Users',
        breadcrumbs: ['Masterfile', 'System Users'],
      }),
    },
    {
      path: 'roles',
      ...lazyPage(() => import('@/features/administration/pages/roles-page'), { title: 'Roles', breadcrumbs: ['Masterfile', 'Roles'] }),
    },
    notAvailablePage('commission-templates', 'Commission Templates', ['Masterfile', 'Commission Templates']),
    notAvailablePage('pricing-schedule-templates', 'Pricing Schedule Templates', ['Masterfile', 'Pricing Schedule Templates']),
    notAvailablePage('product-pricing-groups', 'Product Pricing Groups', ['Masterfile', 'Product Pricing Groups']),
    notAvailablePage('warranty-templates', 'Warranty Templates', ['Masterfile', 'Warranty Templates']),
  ],
};
