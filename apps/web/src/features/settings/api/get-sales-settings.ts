import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SalesSettings } from '../types';

export const salesSettingsQueryKey = ['setting', 'sales-settings'] as const;

/** GET setting/sales-settings: whether low prices and large discounts need Override Prices. */
export async function getSalesSettings(signal?: AbortSignal): Promise<SalesSettings> {
  return (await api.get<{ data: SalesSettings }>('setting/sales-settings', undefined, signal ? { signal } : {})).data;
}

export function useSalesSettings() {
  return useQuery(queryOptions({ queryKey: salesSettingsQueryKey, queryFn: ({ signal }) => getSalesSettings(signal) }));
}
