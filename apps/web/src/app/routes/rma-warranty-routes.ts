import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /rma-warranty/...: the pages of the navigation's RMA & Warranty group (spec 2.2). */
export const rmaWarrantyRoutes: RouteObject = {
  path: 'rma-warranty',
  children: [
    areaIndex('/rma-warranty/rma'),
    notAvailablePage('rma', 'RMA', ['RMA & Warranty', 'RMA']),
    notAvailablePage('product-warranties', 'Product Warranties', ['RMA & Warranty', 'Product Warranties']),
  ],
};
