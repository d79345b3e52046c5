import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/use-list';
import { PAYABLES_RESOURCE, PURCHASE_ORDERS_RESOURCE, PURCHASE_RECEIPTS_RESOURCE } from '../types';

/** Resources a receipt (or its void) changes besides the purchasing documents: stock, serials, costs. */
export const STOCK_RESOURCES = ['inventory/products', 'inventory/stocks', 'inventory/serial-numbers', 'inventory/price-table'];

/** An order's change shows on its lists and page; a receipt's also on stock, costs and what is owed. */
export function invalidatePurchasing(queryClient: QueryClient, { stock }: { stock: boolean }) {
  const resources = [PURCHASE_ORDERS_RESOURCE, PURCHASE_RECEIPTS_RESOURCE, ...(stock ? [PAYABLES_RESOURCE, ...STOCK_RESOURCES] : [])];
  return Promise.all(resources.map((r) => queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) })));
}
