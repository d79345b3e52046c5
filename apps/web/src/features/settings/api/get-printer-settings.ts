import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PrinterSettings } from '../types';

export const printerSettingsQueryKey = ['setting', 'printer-settings'] as const;

/** GET setting/printer-settings: receipt width, copies, print automatically after a sale, show logo. */
export async function getPrinterSettings(signal?: AbortSignal): Promise<PrinterSettings> {
  return (await api.get<{ data: PrinterSettings }>('setting/printer-settings', undefined, signal ? { signal } : {})).data;
}

export function getPrinterSettingsQueryOptions() {
  return queryOptions({ queryKey: printerSettingsQueryKey, queryFn: ({ signal }) => getPrinterSettings(signal) });
}

export function usePrinterSettings() {
  return useQuery(getPrinterSettingsQueryOptions());
}
