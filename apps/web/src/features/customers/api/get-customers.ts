import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { CUSTOMERS_RESOURCE, type Customer } from '../types';

/** Spec 7.3: the customer list loads with relations [defaultPaymentType]. */
export const CUSTOMER_LIST_RELATIONS = ['defaultPaymentType'];

export function getCustomers(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<Customer>(CUSTOMERS_RESOURCE, filter, signal);
}

export function getCustomersQueryOptions(filter: TableFilter) {
  return listQueryOptions<Customer>(CUSTOMERS_RESOURCE, filter);
}

export function useCustomers(filter: TableFilter) {
  return useQuery(getCustomersQueryOptions(filter));
}
