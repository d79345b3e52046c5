import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type LedgerFormat = 'pdf' | 'excel';

const FILE = {
  pdf: { accept: 'application/pdf', extension: 'pdf' },
  excel: { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
} as const;

/** GET sales/customers/{id}/ledger/export-pdf | export-excel (Print Customer Reports): the statement of a period. */
export function getCustomerLedger({ id, format, from, to }: { id: number; format: LedgerFormat; from: string; to: string }): Promise<Blob> {
  return api.get<Blob>(
    `sales/customers/${id}/ledger/export-${format}`,
    { from, to },
    {
      responseType: 'blob',
      headers: { Accept: FILE[format].accept },
    },
  );
}

/** Downloads the statement as `statement-{customer}-{from}-{to}.pdf` (or .xlsx). */
export function useDownloadCustomerLedger() {
  return useMutation({
    mutationFn: async (input: { id: number; customerName: string; format: LedgerFormat; from: string; to: string }) => {
      const blob = await getCustomerLedger(input);
      const name = input.customerName.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || `customer-${input.id}`;
      saveFile(blob, `statement-${name}-${input.from}-${input.to}.${FILE[input.format].extension}`);
    },
  });
}
