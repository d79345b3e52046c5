import { api } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { PRODUCTS_RESOURCE } from '../types';
import { filterParams } from './stock-filter-params';

/** GET inventory/products/export with the list's filters and order: the products as an .xlsx an import reads back. */
export function exportProducts(filter: TableFilter): Promise<Blob> {
  return api.get<Blob>(`${PRODUCTS_RESOURCE}/export`, filterParams(filter), { responseType: 'blob' });
}
