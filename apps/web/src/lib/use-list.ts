import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListMeta } from '@oim/shared/list-query';
import { api } from './api-client';
import { encodeTableFilter, type TableFilter } from './list-query';

/** A page of a list answer (spec 3: Paged list response). */
export type Paged<T> = { data: T[]; meta: ListMeta };

/**
 * Query keys by resource path, so that a mutation of `sales/customers` can invalidate every list,
 * lookup and detail of customers at once: `['sales/customers', 'list', filter]`,
 * `['sales/customers', 'detail', id, relations]`.
 */
export const resourceKeys = {
  all: (resource: string) => [resource] as const,
  lists: (resource: string) => [resource, 'list'] as const,
  list: (resource: string, filter: TableFilter) => [resource, 'list', filter] as const,
  detail: (resource: string, id: number | string, relations: readonly string[] = []) =>
    [resource, 'detail', String(id), [...relations]] as const,
};

/** GET {resource} with the list protocol (spec 7.2). */
export function fetchList<T>(resource: string, filter: TableFilter, signal?: AbortSignal): Promise<Paged<T>> {
  return api.get<Paged<T>>(resource, encodeTableFilter(filter), signal ? { signal } : {});
}

export function listQueryOptions<T>(resource: string, filter: TableFilter) {
  return queryOptions({
    queryKey: resourceKeys.list(resource, filter),
    queryFn: ({ signal }) => fetchList<T>(resource, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** A list of a resource; the previous page stays on screen while the next one loads. */
export function useList<T>(resource: string, filter: TableFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listQueryOptions<T>(resource, filter), enabled: options.enabled ?? true });
}

/** GET {resource}/{id} → {data}. */
export async function fetchRecord<T>(resource: string, id: number | string, relations: readonly string[] = []): Promise<T> {
  const params = relations.length > 0 ? { relations: relations.join('|') } : undefined;
  return (await api.get<{ data: T }>(`${resource}/${id}`, params)).data;
}
