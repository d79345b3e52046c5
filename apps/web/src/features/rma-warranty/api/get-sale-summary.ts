import { useQuery } from '@tanstack/react-query';
import type { ApiRecord } from '@oim/shared/api/records';
import { fetchRecord, resourceKeys } from '@/lib/use-list';

const SALES_ORDERS = 'sales/sales-orders';
const RELATIONS = ['customer', 'location'];

/** The sale an RMA is about: its number, day, customer and the location it was sold from. */
export type SaleSummary = ApiRecord<'salesOrders'>;

export function useSaleSummary(salesOrderId: number | null) {
  return useQuery({
    queryKey: resourceKeys.detail(SALES_ORDERS, salesOrderId ?? 0, RELATIONS),
    queryFn: () => fetchRecord<SaleSummary>(SALES_ORDERS, salesOrderId!, RELATIONS),
    enabled: salesOrderId !== null,
  });
}
