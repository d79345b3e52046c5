import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

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
    notAvailablePage('system-users', 'System Users', ['Masterfile', 'System Users']),
    notAvailablePage('roles', 'Roles', ['Masterfile', 'Roles']),
    notAvailablePage('commission-templates', 'Commission Templates', ['Masterfile', 'Commission Templates']),
    notAvailablePage('pricing-schedule-templates', 'Pricing Schedule Templates', ['Masterfile', 'Pricing Schedule Templates']),
    notAvailablePage('product-pricing-groups', 'Product Pricing Groups', ['Masterfile', 'Product Pricing Groups']),
    notAvailablePage('warranty-templates', 'Warranty Templates', ['Masterfile', 'Warranty Templates']),
  ],
};
