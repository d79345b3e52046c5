import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalKind } from '@oim/shared/schemas/pos-terminals';
import { api } from '@/lib/api-client';
import { POS_TERMINALS_RESOURCE } from '@/lib/reference-data/pos-terminals';

export type JournalEntry = {
  id: number;
  kind: JournalKind;
  businessDate: string;
  documentId: number | null;
  documentNumber: string | null;
  content: string;
  createdBy: number | null;
  createdAt: string;
};

/** GET pos/terminals/{id}/journal?date=: a terminal's electronic journal for one business day. */
export function electronicJournalQuery(terminalId: number, date: string) {
  return queryOptions({
    queryKey: [POS_TERMINALS_RESOURCE, terminalId, 'journal', date] as const,
    queryFn: async () => (await api.get<{ data: JournalEntry[] }>(`${POS_TERMINALS_RESOURCE}/${terminalId}/journal`, { date })).data,
  });
}

export function useElectronicJournal(terminalId: number | null, date: string) {
  return useQuery({ ...electronicJournalQuery(terminalId ?? 0, date), enabled: terminalId !== null && date !== '' });
}

/** GET pos/terminals/{id}/journal/export?date=: the day's journal as a text file. */
export function downloadElectronicJournal(terminalId: number, date: string): Promise<Blob> {
  return api.get<Blob>(`${POS_TERMINALS_RESOURCE}/${terminalId}/journal/export`, { date }, { responseType: 'blob' });
}
