import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PAYMENTS_RESOURCE } from '@/components/finance/finance-types';
import { printRollText, type RollWidth } from '@/components/receipt/print-roll-text';
import { showPdfInTab } from '@/lib/pdf-tab';

/** 58 or 80 mm roll, or the PDF (A5, to hand over or file). */
export type CollectionReceiptFormat = '58' | '80' | 'pdf';

/** GET finance/payments/{id}/receipt?width=: the official receipt laid out for the roll. */
export async function getCollectionReceiptText(id: number, width: RollWidth): Promise<string> {
  const text = await api.get<Blob>(
    `${PAYMENTS_RESOURCE}/${id}/receipt`,
    { width },
    { responseType: 'blob', headers: { Accept: 'text/plain' } },
  );
  return text.text();
}

/** GET finance/payments/{id}/receipt/pdf: the official receipt as a PDF. */
export function getCollectionReceiptPdf(id: number): Promise<Blob> {
  return api.get<Blob>(`${PAYMENTS_RESOURCE}/${id}/receipt/pdf`, undefined, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

type Collection = { id: number; receiptNumber: string };

/**
 * Print Receipt of a collection: on the roll through the print dialog, or the PDF in a tab of its
 * own (opened at the click, so no popup blocker stops it; saved as {OR number}.pdf where none may open).
 */
export function usePrintCollectionReceipt() {
  return useMutation({
    mutationFn: async ({ collection, format, tab }: { collection: Collection; format: CollectionReceiptFormat; tab: Window | null }) => {
      if (format === 'pdf') return showPdfInTab(() => getCollectionReceiptPdf(collection.id), `${collection.receiptNumber}.pdf`, tab);
      const width = Number(format) as RollWidth;
      return printRollText(await getCollectionReceiptText(collection.id, width), width, `Official receipt ${collection.receiptNumber}`);
    },
  });
}
