import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showPdfInTab } from '@/lib/pdf-tab';
import { RMAS_RESOURCE } from '../types';

export type ReturnOrderFormat = 'a4' | '80mm';

/** GET rma-warranty/rmas/{id}/export-pdf?format=: the return order to print and sign. */
export function getRmaPdf(id: number, format: ReturnOrderFormat): Promise<Blob> {
  return api.get<Blob>(
    `${RMAS_RESOURCE}/${id}/export-pdf`,
    { format },
    {
      responseType: 'blob',
      headers: { Accept: 'application/pdf' },
    },
  );
}

/** Print Return Order: the PDF in a tab of its own (saved as {rmaNumber}.pdf where no tab may open). */
export function usePrintReturnOrder() {
  return useMutation({
    mutationFn: ({ id, rmaNumber, format, tab }: { id: number; rmaNumber: string; format: ReturnOrderFormat; tab: Window | null }) =>
      showPdfInTab(() => getRmaPdf(id, format), `${rmaNumber}.pdf`, tab),
  });
}
