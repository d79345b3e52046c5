import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { PaymentTypeRef } from '../types';

const PAYMENT_TYPES_RESOURCE = 'masterfile/payment-types';
/** Spec 9: the payment type list is loaded with a limit of 1000. */
const filter: TableFilter = { pagination: { page: 1, pageSize: 1000 } };

/** The payment types, to name a quotation's planned payments (saved with the type's id only). */
export async function getPaymentTypeOptions(signal?: AbortSignal): Promise<PaymentTypeRef[]> {
  return (await fetchList<PaymentTypeRef>(PAYMENT_TYPES_RESOURCE, filter, signal)).data;
}

export function getPaymentTypeOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...resourceKeys.all(PAYMENT_TYPES_RESOURCE), 'options', filter],
    queryFn: ({ signal }) => getPaymentTypeOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePaymentTypeOptions() {
  return useQuery(getPaymentTypeOptionsQueryOptions());
}
