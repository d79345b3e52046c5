import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { PaymentType } from '../types';

const PAYMENT_TYPES_RESOURCE = 'masterfile/payment-types';
/** Spec 9: the payment type list is loaded with a limit of 1000. */
const filter: TableFilter = { pagination: { page: 1, pageSize: 1000 } };

export async function getPaymentTypes(signal?: AbortSignal): Promise<PaymentType[]> {
  return (await fetchList<PaymentType>(PAYMENT_TYPES_RESOURCE, filter, signal)).data;
}

export function usePaymentTypes() {
  return useQuery({
    queryKey: [...resourceKeys.all(PAYMENT_TYPES_RESOURCE), 'options', filter],
    queryFn: ({ signal }) => getPaymentTypes(signal),
    staleTime: 5 * 60_000,
  });
}
