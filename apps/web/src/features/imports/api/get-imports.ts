import type { TableFilter } from '@/lib/list-query';
import { listQueryOptions } from '@/lib/use-list';
import { IMPORTS_RESOURCE, type ImportListRow } from '../types';

/** GET imports with the list protocol: the shop's past imports. */
export function getImportsQueryOptions(filter: TableFilter) {
  return listQueryOptions<ImportListRow>(IMPORTS_RESOURCE, filter);
}
