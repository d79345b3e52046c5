import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { SALES_ORDERS_RESOURCE, type SalesOrder } from '../types';

/** Spec 9: the sales list loads with these relations; and the receivables, for what is paid and still due. */
export const SALES_ORDER_LIST_RELATIONS = ['customer', 'salesChannel', 'salesOrderItems', 'paymentTerms.paymentType', 'receivables'];

export function getSalesOrders(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<SalesOrder>(SALES_ORDERS_RESOURCE, filter, signal);
}

export function getSalesOrdersQueryOptions(filter: TableFilter) {
  return listQueryOptions<SalesOrder>(SALES_ORDERS_RESOURCE, filter);
}

export function useSalesOrders(filter: TableFilter) {
  return useQuery(getSalesOrdersQueryOptions(filter));
}
