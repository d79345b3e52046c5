import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@oim/shared/list-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, resourceKeys } from '@/lib/use-list';
import type { FeatureFlagRecord } from '../types';

export const FEATURE_FLAGS_RESOURCE = 'setting/feature-flags';
const filter: TableFilter = { pagination: { page: 1, pageSize: PAGE_SIZE_MAX }, sort: { column: 'name', direction: 'asc' } };

/** GET setting/feature-flags: the shop's stored flags (access features). */
export async function getFeatureFlagRecords(signal?: AbortSignal): Promise<FeatureFlagRecord[]> {
  return (await fetchList<FeatureFlagRecord>(FEATURE_FLAGS_RESOURCE, filter, signal)).data;
}

export function getFeatureFlagRecordsQueryOptions() {
  return queryOptions({
    queryKey: resourceKeys.list(FEATURE_FLAGS_RESOURCE, filter),
    queryFn: ({ signal }) => getFeatureFlagRecords(signal),
  });
}

export function useFeatureFlagRecords() {
  return useQuery(getFeatureFlagRecordsQueryOptions());
}
