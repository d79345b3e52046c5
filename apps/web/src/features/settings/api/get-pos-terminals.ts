import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { POS_TERMINALS_RESOURCE, type PosTerminal } from '@/lib/reference-data/pos-terminals';

export function getPosTerminalsQueryOptions(filter: TableFilter) {
  return listQueryOptions<PosTerminal>(POS_TERMINALS_RESOURCE, filter);
}
