import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { featureFlagsQueryKey } from '@/lib/feature-flags';
import { resourceKeys } from '@/lib/use-list';
import { FEATURE_FLAGS_RESOURCE } from './get-feature-flags';

export type ToggledFlag = { message?: string; data: { name: string; enabled: boolean } };

/** PUT setting/feature-flags/{flag}/toggle: turns the flag the other way; the answer says which. */
export function toggleFeatureFlag(flag: string): Promise<ToggledFlag> {
  return api.put<ToggledFlag>(`${FEATURE_FLAGS_RESOURCE}/${encodeURIComponent(flag)}/toggle`);
}

/** The client's flags (navigation, row actions) are refreshed at once, and the screen's list with them. */
export function useToggleFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFeatureFlag,
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Record<string, boolean>>(featureFlagsQueryKey, (flags) => ({ ...flags, [data.name]: data.enabled }));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: featureFlagsQueryKey }),
        queryClient.invalidateQueries({ queryKey: resourceKeys.all(FEATURE_FLAGS_RESOURCE) }),
      ]),
  });
}
