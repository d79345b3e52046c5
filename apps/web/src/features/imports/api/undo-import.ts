import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { IMPORTS_RESOURCE } from '../types';
import { IMPORTED_RESOURCES } from './commit-import';

/**
 * DELETE imports/{id}: undoes a committed import while nothing it made is used since; otherwise
 * 409 naming the first record in use.
 */
export function undoImport(id: number): Promise<{ message?: string }> {
  return api.delete<{ message?: string }>(`${IMPORTS_RESOURCE}/${id}`);
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoImport,
    // The import itself too (its status and whether it can be undone), after a 409 as well.
    onSettled: () => Promise.all(IMPORTED_RESOURCES.map((r) => queryClient.invalidateQueries({ queryKey: resourceKeys.all(r) }))),
  });
}
