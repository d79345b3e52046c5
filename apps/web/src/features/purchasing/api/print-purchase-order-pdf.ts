import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { showPdfInTab } from '@/lib/pdf-tab';
import { PURCHASE_ORDERS_RESOURCE } from '../types';

/** GET purchasing/purchase-orders/{id}/export-pdf: the order to send to the supplier. */
export function getPurchaseOrderPdf(id: number): Promise<Blob> {
  return api.get<Blob>(`${PURCHASE_ORDERS_RESOURCE}/${id}/export-pdf`, undefined, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
}

/** Print: the order's PDF in a tab of its own (saved as {purchaseOrderNumber}.pdf where no tab may open). */
export function usePrintPurchaseOrderPdf() {
  return useMutation({
    mutationFn: ({ id, purchaseOrderNumber, tab }: { id: number; purchaseOrderNumber: string; tab: Window | null }) =>
      showPdfInTab(() => getPurchaseOrderPdf(id), `${purchaseOrderNumber}.pdf`, tab),
  });
}
