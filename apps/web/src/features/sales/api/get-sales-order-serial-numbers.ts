import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { SALES_ORDERS_RESOURCE, type SerialNumber } from '../types';

/** GET sales/sales-orders/{id}/serial-numbers: the serials the order sold, with their status now. */
export async function getSalesOrderSerialNumbers(id: number, signal?: AbortSignal): Promise<SerialNumber[]> {
  return (await api.get<{ data: SerialNumber[] }>(`${SALES_ORDERS_RESOURCE}/${id}/serial-numbers`, undefined, signal ? { signal } : {}))
    .data;
}

export function getSalesOrderSerialNumbersQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...resourceKeys.all(SALES_ORDERS_RESOURCE), 'serial-numbers', String(id)],
    queryFn: ({ signal }) => getSalesOrderSerialNumbers(id, signal),
  });
}

export function useSalesOrderSerialNumbers(id: number, enabled = true) {
  return useQuery({ ...getSalesOrderSerialNumbersQueryOptions(id), enabled: enabled && Number.isSafeInteger(id) && id > 0 });
}
