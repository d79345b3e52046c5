import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { ADJUSTMENTS_RESOURCE, type Adjustment } from '../types';

export const ADJUSTMENT_LIST_RELATIONS = ['location', 'items', 'createdByUser'];

export function getAdjustmentsQueryOptions(filter: TableFilter) {
  return listQueryOptions<Adjustment>(ADJUSTMENTS_RESOURCE, filter);
}
