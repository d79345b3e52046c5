import type { RouteObject } from 'react-router';
import { areaIndex, lazyPage } from './route-helpers';

/** /masterfile/...: the pages of the navigation's Masterfile group (spec 2.2). */
export const masterfileRoutes: RouteObject = {
  path: 'masterfile',
  children: [
    areaIndex('/masterfile/stock-locations'),
    {
      path: 'stock-locations',
      ...lazyPage(() => import('@/features/masterfile/pages/stock-locations-page'), {
        title: 'Stock Locations',
        breadcrumbs: ['Masterfile', 'Stock Locations'],
      }),
    },
    {
      path: 'product-categories',
      ...lazyPage(() => import('@/features/masterfile/pages/product-categories-page'), {
        title: 'Product Categories',
        breadcrumbs: ['Masterfile', 'Product Categories'],
      }),
    },
    {
      path: 'product-brands',
      ...lazyPage(() => import('@/features/masterfile/pages/product-brands-page'), {
        title: 'Product Brands',
        breadcrumbs: ['Masterfile', 'Product Brands'],
      }),
    },
    {
      path: 'unit-classes',
      ...lazyPage(() => import('@/features/masterfile/pages/unit-classes-page'), {
        title: 'Unit Of Measures',
        breadcrumbs: ['Masterfile', 'Unit Of Measures'],
      }),
    },
    {
      path: 'discounts',
      ...lazyPage(() => import('@/features/masterfile/pages/discounts-page'), {
        title: 'Discounts',
        breadcrumbs: ['Masterfile', 'Discounts'],
      }),
    },
    {
      path: 'payment-types',
      ...lazyPage(() => import('@/features/masterfile/pages/payment-types-page'), {
        title: 'Payment Types',
        breadcrumbs: ['Masterfile', 'Payment Types'],
      }),
    },
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
    {
      path: 'commission-templates',
      ...lazyPage(() => import('@/features/masterfile/pages/commission-templates-page'), {
        title: 'Commission Templates',
        breadcrumbs: ['Masterfile', 'Commission Templates'],
      }),
    },
    {
      path: 'pricing-schedule-templates',
      ...lazyPage(() => import('@/features/masterfile/pages/pricing-schedule-templates-page'), {
        title: 'Pricing Schedule Templates',
        breadcrumbs: ['Masterfile', 'Pricing Schedule Templates'],
      }),
    },
    {
      path: 'product-pricing-groups',
      ...lazyPage(() => import('@/features/masterfile/pages/product-pricing-groups-page'), {
        title: 'Product Pricing Groups',
        breadcrumbs: ['Masterfile', 'Product Pricing Groups'],
      }),
    },
    {
      path: 'warranty-templates',
      ...lazyPage(() => import('@/features/masterfile/pages/warranty-templates-page'), {
        title: 'Warranty Templates',
        breadcrumbs: ['Masterfile', 'Warranty Templates'],
      }),
    },
  ],
};
