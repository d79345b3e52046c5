import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { PURCHASE_ORDERS_RESOURCE, type PurchaseOrder } from '../types';

export const PURCHASE_ORDER_LIST_RELATIONS = ['supplier', 'receivingWarehouse'];

export function getPurchaseOrdersQueryOptions(filter: TableFilter) {
  return listQueryOptions<PurchaseOrder>(PURCHASE_ORDERS_RESOURCE, filter);
}
