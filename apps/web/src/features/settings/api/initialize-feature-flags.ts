import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { featureFlagsQueryKey } from '@/lib/feature-flags';
import { resourceKeys } from '@/lib/use-list';
import { FEATURE_FLAGS_RESOURCE } from './get-feature-flags';

/** GET setting/feature-flags/initialize-defaults: stores every known flag the shop lacks, with its default. */
export function initializeFeatureFlags(): Promise<{ message?: string; data: Record<string, boolean> }> {
  return api.get<{ message?: string; data: Record<string, boolean> }>(`${FEATURE_FLAGS_RESOURCE}/initialize-defaults`);
}

export function useInitializeFeatureFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializeFeatureFlags,
    onSuccess: (answer) => queryClient.setQueryData(featureFlagsQueryKey, answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(FEATURE_FLAGS_RESOURCE) }),
  });
}
