import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReadingFigures, ReadingHeader, ReadingRow } from '@oim/shared/pos/readings';
import { api } from '@/lib/api-client';
import { POS_TERMINALS_RESOURCE } from '@/lib/reference-data/pos-terminals';

export type ShiftSummary = {
  id: number;
  status: 'OPEN' | 'CLOSED';
  openingFloat: string;
  openedAt: string;
  closedAt: string | null;
  countedCash: string | null;
  expectedCash: string | null;
  overShort: string | null;
};

export type XReading = {
  terminalId: number;
  shiftId: number;
  header: ReadingHeader;
  figures: ReadingFigures;
  content: string;
  rows: ReadingRow[];
};

export type ZReading = {
  id: number;
  terminalId: number;
  businessDate: string;
  zCounter: number;
  resetCounter: number;
  beginningInvoiceNumber: string | null;
  endingInvoiceNumber: string | null;
  transactionCount: number;
  grossSales: string;
  netSales: string;
  previousGrandTotal: string;
  presentGrandTotal: string;
  figures: ReadingFigures & { header: ReadingHeader };
  content: string;
  createdAt: string;
  rows: ReadingRow[];
};

const base = (terminalId: number) => `${POS_TERMINALS_RESOURCE}/${terminalId}`;

/** GET pos/terminals/{id}/shifts: the terminal's latest shifts, latest first. */
export function useTerminalShifts(terminalId: number | null) {
  return useQuery({
    queryKey: [POS_TERMINALS_RESOURCE, terminalId, 'shifts'] as const,
    queryFn: async () => (await api.get<{ data: ShiftSummary[] }>(`${base(terminalId!)}/shifts`)).data,
    enabled: terminalId !== null,
  });
}

/** GET pos/terminals/{id}/x-reading?shiftId=: a shift's X reading (reads only). */
export function xReadingQuery(terminalId: number, shiftId: number) {
  return queryOptions({
    queryKey: [POS_TERMINALS_RESOURCE, terminalId, 'x-reading', shiftId] as const,
    queryFn: async () => (await api.get<{ data: XReading }>(`${base(terminalId)}/x-reading`, { shiftId })).data,
  });
}

export function useXReading(terminalId: number | null, shiftId: number | null) {
  return useQuery({ ...xReadingQuery(terminalId ?? 0, shiftId ?? 0), enabled: terminalId !== null && shiftId !== null });
}

/** POST pos/terminals/{id}/x-reading: the X reading as issued (printed or downloaded), kept in the journal. */
export async function issueXReading(terminalId: number, shiftId: number): Promise<XReading> {
  return (await api.post<{ data: XReading }>(`${base(terminalId)}/x-reading`, { shiftId })).data;
}

export function downloadXReadingPdf(terminalId: number, shiftId: number): Promise<Blob> {
  return api.get<Blob>(`${base(terminalId)}/x-reading/pdf`, { shiftId }, { responseType: 'blob' });
}

/** GET pos/terminals/{id}/z-readings: the terminal's Z readings, latest first. */
export function useZReadings(terminalId: number | null) {
  return useQuery({
    queryKey: [POS_TERMINALS_RESOURCE, terminalId, 'z-readings'] as const,
    queryFn: async () => (await api.get<{ data: ZReading[] }>(`${base(terminalId!)}/z-readings`)).data,
    enabled: terminalId !== null,
  });
}

export function downloadZReadingPdf(terminalId: number, readingId: number): Promise<Blob> {
  return api.get<Blob>(`${base(terminalId)}/z-readings/${readingId}/pdf`, undefined, { responseType: 'blob' });
}

/** POST pos/terminals/{id}/z-reading: the day's Z reading (409 with a shift open or when made today). */
export function useMakeZReading(terminalId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<{ data: ZReading }>(`${base(terminalId!)}/z-reading`)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [POS_TERMINALS_RESOURCE, terminalId] }),
  });
}
