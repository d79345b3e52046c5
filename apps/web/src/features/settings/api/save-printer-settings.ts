import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PrinterSettings } from '../types';
import { printerSettingsQueryKey } from './get-printer-settings';

export function savePrinterSettings(body: PrinterSettings): Promise<{ message?: string; data: PrinterSettings }> {
  return api.put<{ message?: string; data: PrinterSettings }>('setting/printer-settings', body);
}

export function useSavePrinterSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrinterSettings,
    onSuccess: (answer) => queryClient.setQueryData(printerSettingsQueryKey, answer.data),
  });
}
