import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRecord, resourceKeys } from '@/lib/use-list';
import { ADJUSTMENTS_RESOURCE, type Adjustment } from '../types';

const RELATIONS = ['location', 'items.product', 'items.uom', 'createdByUser'];

export function getAdjustmentQueryOptions(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(ADJUSTMENTS_RESOURCE, id, RELATIONS),
    queryFn: () => fetchRecord<Adjustment>(ADJUSTMENTS_RESOURCE, id, RELATIONS),
  });
}

export function useAdjustment(id: number) {
  return useQuery({ ...getAdjustmentQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
