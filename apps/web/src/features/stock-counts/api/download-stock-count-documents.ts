import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { STOCK_COUNTS_RESOURCE } from '../types';

/** The files of a count: the sheet to count on paper, and the variance report as a workbook or a PDF. */
export const STOCK_COUNT_DOCUMENTS = {
  sheet: { path: 'sheet', extension: 'pdf', suffix: 'sheet' },
  varianceXlsx: { path: 'variance/export', extension: 'xlsx', suffix: 'variance' },
  variancePdf: { path: 'variance/export-pdf', extension: 'pdf', suffix: 'variance' },
} as const;
export type StockCountDocument = keyof typeof STOCK_COUNT_DOCUMENTS;

/** GET inventory/stock-counts/{id}/{sheet | variance/export | variance/export-pdf}: a file. */
export function getStockCountDocument(id: number, document: StockCountDocument): Promise<Blob> {
  return api.get<Blob>(`${STOCK_COUNTS_RESOURCE}/${id}/${STOCK_COUNT_DOCUMENTS[document].path}`, undefined, { responseType: 'blob' });
}

/** Downloads a count's file as {number}-{sheet | variance}.{pdf | xlsx}. */
export function useDownloadStockCountDocument() {
  return useMutation({
    mutationFn: async ({ id, stockCountNumber, document }: { id: number; stockCountNumber: string; document: StockCountDocument }) => {
      const { extension, suffix } = STOCK_COUNT_DOCUMENTS[document];
      saveFile(await getStockCountDocument(id, document), `${stockCountNumber}-${suffix}.${extension}`);
    },
    onError: (error) => notify.error(errorMessage(error, 'The file could not be downloaded.')),
  });
}
