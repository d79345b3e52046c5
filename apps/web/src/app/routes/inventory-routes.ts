import type { RouteObject } from 'react-router';
import { areaIndex, notAvailablePage } from './route-helpers';

/** /inventory/... (spec 2.2 Inventory). */
export const inventoryRoutes: RouteObject = {
  path: 'inventory',
  children: [
    areaIndex('/inventory/products'),
    notAvailablePage('products', 'Products', ['Inventory', 'Products']),
    notAvailablePage('stocks', 'Stocks', ['Inventory', 'Stocks']),
    notAvailablePage('price-table', 'Price Table', ['Inventory', 'Price Table']),
    notAvailablePage('inventory-adjustments', 'Inventory Adjustments', ['Inventory', 'Inventory Adjustments']),
    notAvailablePage('stock-transfers', 'Stock Transfers', ['Inventory', 'Stock Transfers']),
  ],
};
