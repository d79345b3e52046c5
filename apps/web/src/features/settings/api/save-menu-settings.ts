import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { menuSettingsQueryKey, toMenuSettings, useMenuSettings, type MenuSettings } from '@/lib/menu-settings';

/** PUT setting/menu-settings {settings: {section: {label: visible}}}; sections not sent are kept. */
export async function saveMenuSettings(settings: MenuSettings): Promise<{ message?: string; data: MenuSettings }> {
  const answer = await api.put<{ message?: string; data: unknown }>('setting/menu-settings', { settings });
  return { ...(answer.message ? { message: answer.message } : {}), data: toMenuSettings(answer.data) };
}

/** The saved settings become the stored copy the navigation reads, so the menu changes at once. */
export function useSaveMenuSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuSettings,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(menuSettingsQueryKey, data);
      useMenuSettings.getState().save(data);
    },
  });
}
