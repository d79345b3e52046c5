import { api } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { STOCKS_RESOURCE } from '../types';
import { filterParams } from './stock-filter-params';

/** GET inventory/stocks/export with the list's filters and order: an .xlsx file. */
export function exportStocks(filter: TableFilter): Promise<Blob> {
  return api.get<Blob>(`${STOCKS_RESOURCE}/export`, filterParams(filter), { responseType: 'blob' });
}
