import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import { UNIT_CLASSES_RESOURCE, type UnitClass } from '../types';

// A shop has a handful of unit classes: one page holds them all.
const filter: TableFilter = { pagination: { page: 1, pageSize: 1000 }, sort: { column: 'name', direction: 'asc' } };

export async function getUnitClasses(signal?: AbortSignal): Promise<UnitClass[]> {
  return (await fetchList<UnitClass>(UNIT_CLASSES_RESOURCE, filter, signal)).data;
}

export function getUnitClassesQueryOptions() {
  return queryOptions({
    queryKey: [...resourceKeys.all(UNIT_CLASSES_RESOURCE), 'options'] as const,
    queryFn: ({ signal }) => getUnitClasses(signal),
    staleTime: 5 * 60_000,
  });
}

/** The unit classes for the product form's Unit Class select. */
export function useUnitClasses() {
  return useQuery(getUnitClassesQueryOptions());
}
