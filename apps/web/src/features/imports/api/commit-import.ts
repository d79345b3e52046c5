import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { IMPORTS_RESOURCE, type ImportAnswer, type ImportPreview } from '../types';
import { importQueryKey } from './get-import';

/** What a commit makes: the lists of these resources are refreshed after it (and after an undo). */
export const IMPORTED_RESOURCES = [
  IMPORTS_RESOURCE,
  'inventory/products',
  'inventory/stocks',
  'sales/customers',
  'masterfile/suppliers',
  'masterfile/product-categories',
  'masterfile/product-brands',
] as const;

/**
 * POST imports/{id}/commit { skipInvalid }: saves every valid row in one transaction; with invalid
 * rows and skipInvalid false nothing is saved (422). A second commit is 409.
 */
export async function commitImport({ id, skipInvalid }: { id: number; skipInvalid: boolean }): Promise<ImportPreview> {
  return (await api.post<ImportAnswer>(`${IMPORTS_RESOURCE}/${id}/commit`, { skipInvalid })).data;
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: (preview) => queryClient.setQueryData(importQueryKey(preview.id), preview),
    onSettled: () => Promise.all(IMPORTED_RESOURCES.map((r) => queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }))),
  });
}
