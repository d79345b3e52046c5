import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@oim/shared/list-query';
import type { TableFilter } from '../list-query';
import { fetchList, resourceKeys } from '../use-list';

/**
 * The one cache key of a whole reference list: under the resource, so every mutation that
 * invalidates the resource (resourceKeys.all) refreshes every select and picker that shows it.
 */
export const referenceListKey = (resource: string) => [...resourceKeys.all(resource), 'options'] as const;

/** A shop keeps a few dozen of each at most: one page of the largest size holds them all. */
function referenceFilter(sortColumn?: string): TableFilter {
  return {
    pagination: { page: 1, pageSize: PAGE_SIZE_MAX },
    ...(sortColumn ? { sort: { column: sortColumn, direction: 'asc' as const } } : {}),
  };
}

/** GET {resource} with the list protocol: every record, sorted by the given column (else the server's order). */
export async function fetchReferenceList<T>(resource: string, sortColumn?: string, signal?: AbortSignal): Promise<T[]> {
  return (await fetchList<T>(resource, referenceFilter(sortColumn), signal)).data;
}

/** The query of a whole reference list, for a select or a picker. */
export function referenceListQueryOptions<T>({
  resource,
  sortColumn,
  staleTime,
}: {
  resource: string;
  sortColumn?: string;
  staleTime: number;
}) {
  return queryOptions({
    queryKey: referenceListKey(resource),
    queryFn: ({ signal }) => fetchReferenceList<T>(resource, sortColumn, signal),
    staleTime,
  });
}
