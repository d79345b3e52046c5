import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { PURCHASE_ORDERS_RESOURCE, type PurchaseOrder } from '../types';

/** A supplier's orders still to come: drafts, sent and partly received, oldest first. */
export function useOpenPurchaseOrdersOf(supplierId: number, enabled: boolean) {
  const filter: TableFilter = {
    columnFilters: [
      { column: 'supplierId', value: supplierId, type: 'number' },
      { column: 'status', value: ['DRAFT', 'SENT', 'PARTIALLY_RECEIVED'], type: 'enum', comparison: 'in' },
    ],
    sort: { column: 'orderDate', direction: 'asc' },
    relations: ['receivingWarehouse'],
    pagination: { page: 1, pageSize: 100 },
  };
  return useQuery({
    queryKey: resourceKeys.list(PURCHASE_ORDERS_RESOURCE, filter),
    queryFn: ({ signal }) => fetchList<PurchaseOrder>(PURCHASE_ORDERS_RESOURCE, filter, signal),
    enabled,
  });
}
