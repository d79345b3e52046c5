import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/use-list';
import { uploadWithProgress } from '@/lib/upload';
import { IMPORTS_RESOURCE, type ImportAnswer, type ImportKind, type ImportPreview } from '../types';
import { importQueryKey } from './get-import';

export type CreateImportInput = { kind: ImportKind; file: File; onProgress: (percent: number) => void; signal?: AbortSignal };

/** POST imports (multipart: kind, file): reads the file and answers the preview; nothing of the shop's is written yet. */
export async function createImport({ kind, file, onProgress, signal }: CreateImportInput): Promise<ImportPreview> {
  const form = new FormData();
  // The kind first, so the server knows what to read before the file streams in.
  form.append('kind', kind);
  form.append('file', file, file.name);
  return (await uploadWithProgress<ImportAnswer>(IMPORTS_RESOURCE, form, onProgress, signal)).data;
}

export function useCreateImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createImport,
    onSuccess: (preview) => {
      queryClient.setQueryData(importQueryKey(preview.id), preview);
      return queryClient.invalidateQueries({ queryKey: resourceKeys.lists(IMPORTS_RESOURCE) });
    },
  });
}
