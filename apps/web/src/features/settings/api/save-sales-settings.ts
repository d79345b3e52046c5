import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SalesSettings } from '../types';
import { salesSettingsQueryKey } from './get-sales-settings';

type SalesSettingsBody = { requirePriceOverride: boolean; maxDiscountPercent: string | null };

export function saveSalesSettings(body: SalesSettingsBody): Promise<{ message?: string; data: SalesSettings }> {
  return api.put<{ message?: string; data: SalesSettings }>('setting/sales-settings', body);
}

export function useSaveSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalesSettings,
    onSuccess: (answer) => queryClient.setQueryData(salesSettingsQueryKey, answer.data),
  });
}
