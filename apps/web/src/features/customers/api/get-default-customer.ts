import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { CUSTOMERS_RESOURCE, type Customer } from '../types';

/** GET sales/customers/default: the shop's default (walk-in) customer. */
export async function getDefaultCustomer(): Promise<Customer> {
  return (await api.get<{ data: Customer }>(`${CUSTOMERS_RESOURCE}/default`)).data;
}

// Under the customers key, so that making another customer the default refreshes it.
export function getDefaultCustomerQueryOptions() {
  return queryOptions({
    queryKey: [...resourceKeys.all(CUSTOMERS_RESOURCE), 'default'] as const,
    queryFn: getDefaultCustomer,
    staleTime: 60_000,
  });
}

export function useDefaultCustomer(enabled = true) {
  return useQuery({ ...getDefaultCustomerQueryOptions(), enabled, retry: false });
}
