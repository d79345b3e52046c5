import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { localZone } from '@/lib/list-query';
import type { InsightsFilter, StoreInsights } from '../types';

export const STORE_INSIGHTS_RESOURCE = 'reports/dashboard';

/** The query of a filter: the period as the reports take it, the channel, and the caller's zone (spec 5). */
export function storeInsightsParams(filter: InsightsFilter): URLSearchParams {
  const params = new URLSearchParams({ 'salesOrderDate[between]': `${filter.from},${filter.to}` });
  if (filter.salesChannelId !== null) params.set('salesChannelId', String(filter.salesChannelId));
  const zone = localZone();
  params.set('timezone', zone.timezone);
  return params;
}

/** GET reports/dashboard: every card the signed-in user may see, in one call. */
export function storeInsightsQueryOptions(filter: InsightsFilter) {
  const params = storeInsightsParams(filter);
  return queryOptions({
    queryKey: [STORE_INSIGHTS_RESOURCE, params.toString()],
    queryFn: ({ signal }) => api.get<StoreInsights>(STORE_INSIGHTS_RESOURCE, params, { signal }),
    // An owner leaves the page open: the figures follow the day.
    refetchInterval: 60_000,
  });
}

export function useStoreInsights(filter: InsightsFilter) {
  return useQuery(storeInsightsQueryOptions(filter));
}
