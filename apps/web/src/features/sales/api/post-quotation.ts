import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { QUOTATIONS_RESOURCE, type Quotation } from '../types';

export type SavedQuotation = { message?: string; data: Quotation };

/** PUT sales/quotations/{id}/post: a draft becomes POSTED (sent to the customer). */
export function postQuotation(id: number): Promise<SavedQuotation> {
  return api.put<SavedQuotation>(`${QUOTATIONS_RESOURCE}/${id}/post`, {});
}

export function usePostQuotation() {
  return useResourceMutation(QUOTATIONS_RESOURCE, postQuotation);
}
