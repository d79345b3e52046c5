import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { encodeTableFilter, type TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import type { PaymentBreakdownRow } from '@/components/payment-breakdown/breakdown-rows';
import {
  PRODUCT_SALES_RESOURCE,
  SALES_REPORT_ORDERS_RESOURCE,
  SALES_REPORT_RESOURCE,
  type CustomerSalesRow,
  type ProductSalesRow,
  type ProductSalesTotals,
  type ReportedSale,
  type SalesSeriesInterval,
  type SalesSeriesPoint,
  type SalesTotals,
} from '../types';
import { reportParams } from './get-expense-report';

export const SALES_REPORT_ORDER_RELATIONS = ['customer', 'salesChannel'];

/** GET reports/sales-report/sales-orders: the period's completed sales, a list protocol page. */
export function getReportedSalesQueryOptions(filter: TableFilter) {
  return listQueryOptions<ReportedSale>(SALES_REPORT_ORDERS_RESOURCE, filter);
}

/** GET reports/sales-report/sales-totals. */
export function salesTotalsQueryOptions(filter: TableFilter) {
  const params = reportParams(filter);
  return queryOptions({
    queryKey: [SALES_REPORT_RESOURCE, 'sales-totals', params.toString()],
    queryFn: ({ signal }) => api.get<{ data: SalesTotals }>(`${SALES_REPORT_RESOURCE}/sales-totals`, params, { signal }),
  });
}

/** GET reports/sales-report/sales-orders/daily | weekly | monthly. */
export function salesSeriesQueryOptions(filter: TableFilter, interval: SalesSeriesInterval) {
  const params = reportParams(filter);
  return queryOptions({
    queryKey: [SALES_REPORT_RESOURCE, interval, params.toString()],
    queryFn: ({ signal }) => api.get<{ data: SalesSeriesPoint[] }>(`${SALES_REPORT_ORDERS_RESOURCE}/${interval}`, params, { signal }),
  });
}

/** GET reports/sales-report/top-customers (the first `limit`). */
export function topCustomersQueryOptions(filter: TableFilter, limit = 5) {
  const params = reportParams(filter);
  params.set('limit', String(limit));
  return queryOptions({
    queryKey: [SALES_REPORT_RESOURCE, 'top-customers', params.toString()],
    queryFn: ({ signal }) => api.get<{ data: CustomerSalesRow[] }>(`${SALES_REPORT_RESOURCE}/top-customers`, params, { signal }),
  });
}

/** GET reports/sales-report/top-products (the first `limit`). */
export function topProductsQueryOptions(filter: TableFilter, limit = 5) {
  const params = reportParams(filter);
  params.set('limit', String(limit));
  return queryOptions({
    queryKey: [SALES_REPORT_RESOURCE, 'top-products', params.toString()],
    queryFn: ({ signal }) => api.get<{ data: ProductSalesRow[] }>(`${SALES_REPORT_RESOURCE}/top-products`, params, { signal }),
  });
}

/** GET reports/sales-report/payment-type-breakdown with the report's filter. */
export async function getSalesReportBreakdown(filter: TableFilter): Promise<PaymentBreakdownRow[]> {
  return (await api.get<{ data: PaymentBreakdownRow[] }>(`${SALES_REPORT_RESOURCE}/payment-type-breakdown`, reportParams(filter))).data;
}

/** GET reports/sales-report/sales-report/export-excel | export-pdf: the period's sales as a file. */
export function downloadSalesReport(kind: 'export-excel' | 'export-pdf', filter: TableFilter): Promise<Blob> {
  return api.get<Blob>(`${SALES_REPORT_RESOURCE}/sales-report/${kind}`, reportParams(filter), {
    responseType: 'blob',
    headers: { Accept: kind === 'export-excel' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/pdf' },
  });
}

/** GET reports/sales-report/product: a page of products with their sales and returns. */
export function getProductSalesQueryOptions(filter: TableFilter) {
  return listQueryOptions<ProductSalesRow>(PRODUCT_SALES_RESOURCE, filter);
}

/** GET reports/sales-report/product-totals. */
export function productSalesTotalsQueryOptions(filter: TableFilter) {
  const params = reportParams(filter);
  return queryOptions({
    queryKey: [PRODUCT_SALES_RESOURCE, 'totals', params.toString()],
    queryFn: ({ signal }) => api.get<{ data: ProductSalesTotals }>(`${SALES_REPORT_RESOURCE}/product-totals`, params, { signal }),
  });
}

/** GET reports/sales-report/product/export: the per-product report as xlsx, in the table's order. */
export function downloadProductSales(filter: TableFilter): Promise<Blob> {
  const { pagination: _page, relations: _relations, ...rest } = filter;
  return api.get<Blob>(`${PRODUCT_SALES_RESOURCE}/export`, encodeTableFilter(rest), {
    responseType: 'blob',
    headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
}
