import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { PAYMENT_TYPES_RESOURCE, type PaymentType } from '../types';

export function getPaymentTypes(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<PaymentType>(PAYMENT_TYPES_RESOURCE, filter, signal);
}

export function getPaymentTypesQueryOptions(filter: TableFilter) {
  return listQueryOptions<PaymentType>(PAYMENT_TYPES_RESOURCE, filter);
}

export function usePaymentTypes(filter: TableFilter) {
  return useQuery(getPaymentTypesQueryOptions(filter));
}
