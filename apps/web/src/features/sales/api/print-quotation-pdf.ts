import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showPdfInTab } from '@/lib/pdf-tab';
import { QUOTATIONS_RESOURCE } from '../types';

/** GET sales/quotations/{id}/export-pdf: the quotation to send, as a PDF file. */
export function getQuotationPdf(id: number): Promise<Blob> {
  return api.get<Blob>(`${QUOTATIONS_RESOURCE}/${id}/export-pdf`, undefined, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

/** Print: the quotation's PDF in a tab of its own (saved as {quotationNumber}.pdf where no tab may open). */
export function usePrintQuotationPdf() {
  return useMutation({
    mutationFn: ({ id, quotationNumber, tab }: { id: number; quotationNumber: string; tab: Window | null }) =>
      showPdfInTab(() => getQuotationPdf(id), `${quotationNumber}.pdf`, tab),
  });
}
