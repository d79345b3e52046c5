import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /rma-warranty/... (spec 2.2 RMA & Warranty). */
export const rmaWarrantyRoutes: RouteObject = {
  path: 'rma-warranty',
  children: [
    areaIndex('/rma-warranty/rma'),
    notAvailablePage('rma', 'RMA', ['RMA & Warranty', 'RMA']),
    notAvailablePage('product-warranties', 'Product Warranties', ['RMA & Warranty', 'Product Warranties']),
  ],
};
