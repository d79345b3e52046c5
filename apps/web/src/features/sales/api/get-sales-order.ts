import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { SALES_ORDERS_RESOURCE, type SalesOrder } from '../types';

/** The detail page's relations; the lines come from GET .../{id}/items. */
export const SALES_ORDER_DETAIL_RELATIONS = [
  'customer',
  'salesChannel',
  'location',
  'paymentTerms.paymentType',
  'receivables',
  'createdByUser',
  'voidedByUser',
  'priceApprovedByUser',
];

export function getSalesOrder(id: number): Promise<SalesOrder> {
  return fetchRecord<SalesOrder>(SALES_ORDERS_RESOURCE, id, SALES_ORDER_DETAIL_RELATIONS);
}

export function getSalesOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(SALES_ORDERS_RESOURCE, id, SALES_ORDER_DETAIL_RELATIONS),
    queryFn: () => getSalesOrder(id),
  });
}

export function useSalesOrder(id: number) {
  return useQuery({ ...getSalesOrderQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
