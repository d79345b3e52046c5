import { useQuery } from '@tanstack/react-query';
import type { TableFilter } from '@/lib/list-query';
import { fetchList, listQueryOptions } from '@/lib/use-list';
import { UNIT_CLASSES_RESOURCE, type UnitClass } from '../types';

export function getUnitClasses(filter: TableFilter, signal?: AbortSignal) {
  return fetchList<UnitClass>(UNIT_CLASSES_RESOURCE, filter, signal);
}

export function getUnitClassesQueryOptions(filter: TableFilter) {
  return listQueryOptions<UnitClass>(UNIT_CLASSES_RESOURCE, filter);
}

export function useUnitClasses(filter: TableFilter) {
  return useQuery(getUnitClassesQueryOptions(filter));
}
