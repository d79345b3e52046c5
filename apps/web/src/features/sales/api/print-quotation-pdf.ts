import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '../lib/save-file';
import { QUOTATIONS_RESOURCE } from '../types';

/** GET sales/quotations/{id}/export-pdf: the quotation to send, as a PDF file. */
export function getQuotationPdf(id: number): Promise<Blob> {
  return api.get<Blob>(`${QUOTATIONS_RESOURCE}/${id}/export-pdf`, undefined, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

/**
 * Print: the quotation's PDF opens in a tab of its own, where the browser's viewer prints or saves
 * it. The tab is opened at the click (a popup blocker allows only that) and given the PDF once it
 * has come; where no tab may open, the PDF is saved as {quotationNumber}.pdf instead.
 */
export function usePrintQuotationPdf() {
  return useMutation({
    mutationFn: async ({ id, quotationNumber, tab }: { id: number; quotationNumber: string; tab: Window | null }) => {
      try {
        const pdf = await getQuotationPdf(id);
        if (!tab || tab.closed) {
          saveFile(pdf, `${quotationNumber}.pdf`);
          return;
        }
        const url = URL.createObjectURL(pdf);
        tab.location.href = url;
        // The tab has read it by then; the URL would otherwise live as long as this page.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
