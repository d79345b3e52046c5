import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { RMAS_RESOURCE, type Rma } from '../types';

export function getRmasQueryOptions(filter: TableFilter) {
  return listQueryOptions<Rma>(RMAS_RESOURCE, filter);
}
