import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { RMA_DETAIL_RELATIONS, RMAS_RESOURCE, type Rma } from '../types';

export function getRmaQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(RMAS_RESOURCE, id, RMA_DETAIL_RELATIONS),
    queryFn: () => fetchRecord<Rma>(RMAS_RESOURCE, id, RMA_DETAIL_RELATIONS),
  });
}

/** GET rma-warranty/rmas/{id} with its lines, customer, sale and the payments it posted. */
export function useRma(id: number) {
  return useQuery({ ...getRmaQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
