import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { STOCK_COUNTS_RESOURCE, type StockCount } from '../types';

const RELATIONS = ['supplier', 'createdByUser', 'startedByUser', 'postedByUser', 'cancelledByUser'];

export function getStockCountQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(STOCK_COUNTS_RESOURCE, id, RELATIONS),
    queryFn: () => fetchRecord<StockCount>(STOCK_COUNTS_RESOURCE, id, RELATIONS),
  });
}

/** One stock count with who made, started, posted or cancelled it. */
export function useStockCount(id: number) {
  return useQuery({ ...getStockCountQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
