import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { CUSTOMERS_RESOURCE, type Customer } from '../types';

const RELATIONS = ['defaultPaymentType'];

export function getCustomer(id: number): Promise<Customer> {
  return fetchRecord<Customer>(CUSTOMERS_RESOURCE, id, RELATIONS);
}

export function getCustomerQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(CUSTOMERS_RESOURCE, id, RELATIONS),
    queryFn: () => getCustomer(id),
  });
}

export function useCustomer(id: number) {
  return useQuery({ ...getCustomerQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
