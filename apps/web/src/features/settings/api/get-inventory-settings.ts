import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InventorySettings } from '../types';

export const inventorySettingsQueryKey = ['setting', 'inventory-settings'] as const;

/** GET setting/inventory-settings: whether stock may go below zero, and the reorder factor. */
export async function getInventorySettings(signal?: AbortSignal): Promise<InventorySettings> {
  return (await api.get<{ data: InventorySettings }>('setting/inventory-settings', undefined, signal ? { signal } : {})).data;
}

export function getInventorySettingsQueryOptions() {
  return queryOptions({ queryKey: inventorySettingsQueryKey, queryFn: ({ signal }) => getInventorySettings(signal) });
}

export function useInventorySettings() {
  return useQuery(getInventorySettingsQueryOptions());
}
