import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { COMMISSION_TEMPLATES_RESOURCE, type CommissionTemplate } from '../types';

export function getCommissionTemplates(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<CommissionTemplate>(COMMISSION_TEMPLATES_RESOURCE, filter, signal);
}

export function getCommissionTemplatesQueryOptions(filter: TableFilter) {
  return listQueryOptions<CommissionTemplate>(COMMISSION_TEMPLATES_RESOURCE, filter);
}

export function useCommissionTemplates(filter: TableFilter) {
  return useQuery(getCommissionTemplatesQueryOptions(filter));
}
