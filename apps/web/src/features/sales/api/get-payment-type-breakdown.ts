import { api } from '@/lib/api-client';
import { encodeTableFilter, type TableFilter } from '@/lib/list-query';
import type { PaymentBreakdownRow } from '@/components/payment-breakdown/breakdown-rows';

/**
 * GET reports/sales-report/payment-type-breakdown with the sales list's filters (spec 2.8, 7.3);
 * paging, sorting and relations mean nothing to a breakdown and are left out.
 */
export async function getPaymentTypeBreakdown(filter: TableFilter): Promise<PaymentBreakdownRow[]> {
  const { pagination: _pagination, sort: _sort, sorts: _sorts, relations: _relations, ...rest } = filter;
  return (await api.get<{ data: PaymentBreakdownRow[] }>('reports/sales-report/payment-type-breakdown', encodeTableFilter(rest))).data;
}
