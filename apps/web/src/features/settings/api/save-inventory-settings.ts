import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InventorySettings } from '../types';
import { inventorySettingsQueryKey } from './get-inventory-settings';

export function saveInventorySettings(body: InventorySettings): Promise<{ message?: string; data: InventorySettings }> {
  return api.put<{ message?: string; data: InventorySettings }>('setting/inventory-settings', body);
}

export function useSaveInventorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInventorySettings,
    onSuccess: (answer) => queryClient.setQueryData(inventorySettingsQueryKey, answer.data),
  });
}
