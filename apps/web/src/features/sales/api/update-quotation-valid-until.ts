import { api } from '@/lib/api-client';
import { useResourceMutation } from '@/lib/use-resource-mutation';
import { QUOTATIONS_RESOURCE } from '../types';
import type { SavedQuotation } from './post-quotation';

/** PUT sales/quotations/{id}/valid-until-date with validUntilDate (yyyy-MM-dd). */
export function updateQuotationValidUntil({ id, validUntilDate }: { id: number; validUntilDate: string }): Promise<SavedQuotation> {
  return api.put<SavedQuotation>(`${QUOTATIONS_RESOURCE}/${id}/valid-until-date`, { validUntilDate });
}

/** A new date can also turn an EXPIRED quotation back into a live one, so every list refreshes. */
export function useUpdateQuotationValidUntil() {
  return useResourceMutation(QUOTATIONS_RESOURCE, updateQuotationValidUntil);
}
