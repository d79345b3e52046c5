import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { IMPORTS_RESOURCE, type ImportAnswer, type ImportPreview } from '../types';

export const importQueryKey = (id: number) => resourceKeys.detail(IMPORTS_RESOURCE, id);

/** GET imports/{id}: the preview (and, once committed, the counts and whether it can be undone). */
export async function getImport(id: number, signal?: AbortSignal): Promise<ImportPreview> {
  return (await api.get<ImportAnswer>(`${IMPORTS_RESOURCE}/${id}`, undefined, signal ? { signal } : {})).data;
}

export function getImportQueryOptions(id: number) {
  return queryOptions({ queryKey: importQueryKey(id), queryFn: ({ signal }) => getImport(id, signal) });
}

export function useImport(id: number) {
  return useQuery(getImportQueryOptions(id));
}
