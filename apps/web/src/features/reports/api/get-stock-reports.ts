import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import {
  INVENTORY_LEDGER_RESOURCE,
  LOW_STOCK_RESOURCE,
  type InventoryLedgerRow,
  type InventoryLedgerTotals,
  type LowStockRow,
  type LowStockTotals,
} from '../types';
import { reportParams } from './get-expense-report';

/** GET reports/inventory-with-ledger: a page of product × location rows for the period. */
export function getInventoryLedgerQueryOptions(filter: TableFilter) {
  return listQueryOptions<InventoryLedgerRow>(INVENTORY_LEDGER_RESOURCE, filter);
}

/** The same call for one row: what its totals over every row say. */
export function inventoryLedgerTotalsQueryOptions(filter: TableFilter) {
  const params = reportParams(filter);
  params.set('pageSize', '1');
  return queryOptions({
    queryKey: [INVENTORY_LEDGER_RESOURCE, 'totals', params.toString()],
    queryFn: ({ signal }) =>
      api.get<{ totals: InventoryLedgerTotals; period: { from: string; to: string } }>(INVENTORY_LEDGER_RESOURCE, params, { signal }),
  });
}

/** GET reports/low-stock-report: a page of what is at or below its reorder point. */
export function getLowStockQueryOptions(filter: TableFilter) {
  return listQueryOptions<LowStockRow>(LOW_STOCK_RESOURCE, filter);
}

export function lowStockTotalsQueryOptions(filter: TableFilter) {
  const params = reportParams(filter);
  params.set('pageSize', '1');
  return queryOptions({
    queryKey: [LOW_STOCK_RESOURCE, 'totals', params.toString()],
    queryFn: ({ signal }) => api.get<{ totals: LowStockTotals }>(LOW_STOCK_RESOURCE, params, { signal }),
  });
}

/** An export of the report under the filter: the xlsx (`export`) or, for the ledger, the PDF (`export-pdf`). */
export function downloadReport(resource: string, kind: 'export' | 'export-pdf', filter: TableFilter): Promise<Blob> {
  return api.get<Blob>(`${resource}/${kind}`, reportParams(filter), {
    responseType: 'blob',
    headers: { Accept: kind === 'export' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf' },
  });
}

/** POST purchasing/purchase-orders/suggest: drafts per preferred supplier for what is low at a location. */
export function suggestPurchaseOrders(body: { locationId: number; supplierId: number | null }) {
  return api.post<{ message: string; data: { orderIds: number[]; withoutSupplier: number } }>('purchasing/purchase-orders/suggest', body);
}
