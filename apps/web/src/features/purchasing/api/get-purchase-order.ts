import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { PURCHASE_ORDERS_RESOURCE, type PurchaseOrder } from '../types';

/** Everything the order's page, its edit form and a receipt against it need. */
const RELATIONS = ['supplier', 'receivingWarehouse', 'items.product', 'items.uom', 'receipts', 'createdByUser', 'endedByUser'];

export function getPurchaseOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(PURCHASE_ORDERS_RESOURCE, id, RELATIONS),
    queryFn: () => fetchRecord<PurchaseOrder>(PURCHASE_ORDERS_RESOURCE, id, RELATIONS),
  });
}

export function usePurchaseOrder(id: number | null) {
  return useQuery({ ...getPurchaseOrderQueryOptions(id ?? 0), enabled: id !== null && Number.isSafeInteger(id) && id > 0 });
}
