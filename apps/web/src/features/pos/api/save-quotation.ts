import { api } from '@/lib/api-client';
import type { QuotationPayload } from '../lib/save';

export type SavedQuotation = { message?: string; data: { id: number; quotationNumber: string } };

/** POST sales/quotations (activeQuotationId set: the opened quotation is changed). */
export function saveQuotation(payload: QuotationPayload): Promise<SavedQuotation> {
  return api.post<SavedQuotation>('sales/quotations', payload);
}
