import { useQuery } from '@tanstack/react-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { TableFilter } from '@/lib/list-query';
import { PAYABLES_RESOURCE, type Payable } from '../types';

/** What the shop still owes a supplier: its open and part-paid payables, soonest due first (View Payables). */
export function useOpenPayablesOf(supplierId: number, enabled: boolean) {
  const filter: TableFilter = {
    columnFilters: [
      { column: 'supplierId', value: supplierId, type: 'number' },
      { column: 'status', value: ['OPEN', 'PARTIAL'], type: 'enum', comparison: 'in' },
    ],
    pagination: { page: 1, pageSize: 100 },
  };
  return useQuery({
    queryKey: resourceKeys.list(PAYABLES_RESOURCE, filter),
    queryFn: ({ signal }) => fetchList<Payable>(PAYABLES_RESOURCE, filter, signal),
    enabled,
  });
}
