import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RMAS_RESOURCE, type Returnable } from '../types';

/** GET rma-warranty/sales-orders/{id}/returnable: the sale's lines with what can still come back (409 when voided). */
export async function getReturnable(salesOrderId: number, signal?: AbortSignal): Promise<Returnable> {
  return (await api.get<{ data: Returnable }>(`rma-warranty/sales-orders/${salesOrderId}/returnable`, undefined, signal ? { signal } : {}))
    .data;
}

export function useReturnable(salesOrderId: number | null) {
  return useQuery({
    // Under the RMA resource, so that a new or rejected RMA refreshes it.
    queryKey: [RMAS_RESOURCE, 'returnable', String(salesOrderId)],
    queryFn: ({ signal }) => getReturnable(salesOrderId!, signal),
    enabled: salesOrderId !== null,
    retry: false,
  });
}
