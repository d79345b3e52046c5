import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { PRICING_SCHEDULE_TEMPLATES_RESOURCE, type PricingScheduleTemplate } from '../types';

export function getPricingScheduleTemplates(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<PricingScheduleTemplate>(PRICING_SCHEDULE_TEMPLATES_RESOURCE, filter, signal);
}

export function getPricingScheduleTemplatesQueryOptions(filter: TableFilter) {
  return listQueryOptions<PricingScheduleTemplate>(PRICING_SCHEDULE_TEMPLATES_RESOURCE, filter);
}

export function usePricingScheduleTemplates(filter: TableFilter) {
  return useQuery(getPricingScheduleTemplatesQueryOptions(filter));
}
