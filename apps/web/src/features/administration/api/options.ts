import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@oim/shared/list-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';

/**
 * Every record of a resource for a select or multi-select (roles, channels, users, locations),
 * sorted by name. Its key sits under the resource, so the resource's mutations refresh it too.
 */
export function optionsQueryOptions<T>(resource: string, sortColumn: string) {
  const filter: TableFilter = { pagination: { page: 1, pageSize: PAGE_SIZE_MAX }, sort: { column: sortColumn, direction: 'asc' } };
  return queryOptions({
    queryKey: [...resourceKeys.all(resource), 'options', filter],
    queryFn: async ({ signal }) => (await fetchList<T>(resource, filter, signal)).data,
    staleTime: 60_000,
  });
}
