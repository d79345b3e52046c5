import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { SALES_ORDERS_RESOURCE } from '../types';

/** GET sales/sales-orders/{id}/pdf: the order as a PDF file. */
export function getSalesOrderPdf(id: number): Promise<Blob> {
  return api.get<Blob>(`${SALES_ORDERS_RESOURCE}/${id}/pdf`, undefined, { responseType: 'blob', headers: { Accept: 'application/pdf' } });
}

/** Downloads the order's PDF as {salesOrderNumber}.pdf. */
export function useDownloadSalesOrderPdf() {
  return useMutation({
    mutationFn: async ({ id, salesOrderNumber }: { id: number; salesOrderNumber: string }) => {
      saveFile(await getSalesOrderPdf(id), `${salesOrderNumber}.pdf`);
    },
  });
}
