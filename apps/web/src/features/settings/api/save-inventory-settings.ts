import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { InventorySettings } from '../types';
import { inventorySettingsQueryKey } from './get-inventory-settings';

/** PUT setting/inventory-settings: the rules given change, the others stay. */
export function saveInventorySettings(
  body: Partial<InventorySettings> | { reorderFactor: string },
): Promise<{ message?: string; data: InventorySettings }> {
  return api.put<{ message?: string; data: InventorySettings }>('setting/inventory-settings', body);
}

export function useSaveInventorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInventorySettings,
    onSuccess: (answer) => queryClient.setQueryData(inventorySettingsQueryKey, answer.data),
  });
}
