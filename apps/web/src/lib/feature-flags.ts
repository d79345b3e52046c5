import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { FeatureFlag } from '@oim/shared/feature-flags';
import { api } from './api-client';
import { useSession } from './session-store';

export const featureFlagsQueryKey = ['setting', 'feature-flags', 'client'] as const;

async function fetchFeatureFlags(): Promise<Record<string, boolean>> {
  try {
    return (await api.get<{ data: Record<string, boolean> }>('setting/feature-flags/client-flags')).data;
  } catch (error) {
    console.error('Could not load feature flags', error);
    return {} as Record<string, boolean>;
  }
}

const FLAGS_STALE_MS = 60_000;

/** The shop's feature flags; a failed load counts as an empty set (spec 8). */
export function useFeatureFlags() {
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({
    queryKey: featureFlagsQueryKey,
    queryFn: fetchFeatureFlags,
    enabled: isLoggedIn,
    staleTime: FLAGS_STALE_MS,
  });
}

/** For code outside React: one flag, from the cached flags or, when not loaded yet, one request. */
export async function isFeatureFlagOn(queryClient: QueryClient, flag: FeatureFlag): Promise<boolean> {
  const flags = await queryClient.fetchQuery({ queryKey: featureFlagsQueryKey, queryFn: fetchFeatureFlags, staleTime: FLAGS_STALE_MS });
  return flags[flag] === true;
}

export function useFeatureFlag(flag: FeatureFlag | undefined): boolean {
  const { data } = useFeatureFlags();
  if (!flag) return true;
  return data?.[flag] === true;
}
