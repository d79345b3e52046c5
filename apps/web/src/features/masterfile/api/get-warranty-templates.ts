import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { WARRANTY_TEMPLATES_RESOURCE, type WarrantyTemplate } from '../types';

export function getWarrantyTemplates(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<WarrantyTemplate>(WARRANTY_TEMPLATES_RESOURCE, filter, signal);
}

export function getWarrantyTemplatesQueryOptions(filter: TableFilter) {
  return listQueryOptions<WarrantyTemplate>(WARRANTY_TEMPLATES_RESOURCE, filter);
}

export function useWarrantyTemplates(filter: TableFilter) {
  return useQuery(getWarrantyTemplatesQueryOptions(filter));
}
