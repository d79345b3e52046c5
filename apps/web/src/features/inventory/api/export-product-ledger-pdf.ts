import { api } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { PRODUCTS_RESOURCE } from '../types';
import { filterParams } from './stock-filter-params';

/** GET inventory/products/{id}/ledger/export-pdf with the ledger's filters: a PDF file. */
export function exportProductLedgerPdf(productId: number, filter: TableFilter): Promise<Blob> {
  return api.get<Blob>(`${PRODUCTS_RESOURCE}/${productId}/ledger/export-pdf`, filterParams(filter), { responseType: 'blob' });
}
