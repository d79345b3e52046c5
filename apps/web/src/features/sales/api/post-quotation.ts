import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resourceKeys } from '@/lib/use-list';
import { QUOTATIONS_RESOURCE, type Quotation } from '../types';

export type SavedQuotation = { message?: string; data: Quotation };

/** PUT sales/quotations/{id}/post: a draft becomes POSTED (sent to the customer). */
export function postQuotation(id: number): Promise<SavedQuotation> {
  return api.put<SavedQuotation>(`${QUOTATIONS_RESOURCE}/${id}/post`, {});
}

export function usePostQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postQuotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(QUOTATIONS_RESOURCE) }),
  });
}
