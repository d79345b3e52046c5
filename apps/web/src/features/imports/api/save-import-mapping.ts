import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IMPORTS_RESOURCE, type ColumnMapping, type ImportAnswer, type ImportPreview } from '../types';
import { importQueryKey } from './get-import';

/** PUT imports/{id}/mapping { mapping }: reads the rows again under the new mapping and answers the new preview. */
export async function saveImportMapping({ id, mapping }: { id: number; mapping: ColumnMapping }): Promise<ImportPreview> {
  return (await api.put<ImportAnswer>(`${IMPORTS_RESOURCE}/${id}/mapping`, { mapping })).data;
}

export function useSaveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportMapping,
    onSuccess: (preview) => queryClient.setQueryData(importQueryKey(preview.id), preview),
  });
}
