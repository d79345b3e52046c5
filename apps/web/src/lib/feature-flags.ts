import { useQuery } from '@tanstack/react-query';
import type { FeatureFlag } from '@oim/shared/feature-flags';
import { api } from './api-client';
import { useSession } from './session-store';

export const featureFlagsQueryKey = ['setting', 'feature-flags', 'client'] as const;

/** The shop's feature flags; a failed load counts as an empty set (spec 8). */
export function useFeatureFlags() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({
    queryKey: featureFlagsQueryKey,
    queryFn: async () => {
      try {
        return (await api.get<{ data: Record<string, boolean> }>('setting/feature-flags/client-flags')).data;
      } catch (error) {
        console.error('Could not load feature flags', error);
        return {} as Record<string, boolean>;
      }
    },
    enabled: isLoggedIn,
    staleTime: 60_000,
  });
}

export function useFeatureFlag(flag: FeatureFlag | undefined): boolean {
  const { data } = useFeatureFlags();
  if (!flag) return true;
  return data?.[flag] === true;
}
